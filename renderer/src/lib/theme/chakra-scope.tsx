import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import './extended-recipes';
import { system } from './system';

/**
 * The Chakra system for parts that load their code later (sections that come alive, dialogs, the admin area),
 * without its global styles. The page's reset, tokens and global CSS are in place before any such part loads:
 * in the server's HTML head (`ssr/chakra-global-styles.ts`), or from `ChakraRoot` when the browser renders
 * the page itself. Every scope would otherwise insert all of them again (about 120 KB of CSS, each time a
 * style recalculation of the whole page). The copy changes only what `ChakraProvider` reads to draw those
 * global styles; the style functions are the system's own.
 */
const scopedSystem: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

function ChakraScope({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={scopedSystem}>{children}</ChakraProvider>;
}

/**
 * `Component` inside the Chakra context its styles need. The site's first load has no Chakra (its components
 * are styled by CSS modules), so whatever uses Chakra is loaded through this, made once per component.
 */
export function withChakra<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithChakra(props: Props) {
    return (
      <ChakraScope>
        <Component {...props} />
      </ChakraScope>
    );
  }
  WithChakra.displayName = `WithChakra(${Component.displayName ?? Component.name})`;
  return WithChakra;
}
