import type { ComponentType } from 'react';
import { cachedLoad } from '../../../lib/server-markup/cached-load';
import type { LiveSectionProps } from './live-section';
import type { SectionRendererProps } from './section-props';
import type { BodyBlockType } from './section-registry';
import { chakraFreeSections, sectionRendererLoaders } from './section-registry';

type LiveSectionComponent = ComponentType<LiveSectionProps>;

const loaders = new Map<BodyBlockType, () => Promise<LiveSectionComponent>>();

/**
 * Loads the code that renders one type of block: its renderer and Chakra for the types styled by it (all but
 * `chakraFreeSections`), whose renderer then draws inside Chakra's context. One download per type, remembered
 * (see `cachedLoad`), however many blocks of it a page holds.
 */
export function liveSectionLoader(key: BodyBlockType): () => Promise<LiveSectionComponent> {
  const known = loaders.get(key);
  if (known) return known;
  const loader = cachedLoad(async () => {
    const [{ LiveSection }, loaded, chakra] = await Promise.all([
      import('./live-section'),
      // TypeScript cannot pair the renderer loaded by key with that key's data; the registry's type does.
      sectionRendererLoaders[key]() as Promise<ComponentType<SectionRendererProps<BodyBlockType>>>,
      chakraFreeSections.has(key) ? null : import('../../../lib/theme/chakra-scope'),
    ]);
    const renderer = chakra ? chakra.withChakra(loaded) : loaded;
    const Bound = (props: LiveSectionProps) => <LiveSection renderer={renderer} {...props} />;
    return Bound;
  });
  loaders.set(key, loader);
  return loader;
}
