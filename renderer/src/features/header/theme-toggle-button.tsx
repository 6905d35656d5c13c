import { chakra } from '@chakra-ui/react';
import type { HTMLChakraProps } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { MoonIcon, SunIcon } from '../../components/icons/ui-icons';
import { themeAtom, toggleThemeAtom } from '../../lib/theme/theme-atoms';
import { useHydrated } from '../../lib/use-hydrated';
import { iconButtonStyles } from './header-styles';

type ThemeToggleButtonProps = Omit<HTMLChakraProps<'button'>, 'onClick' | 'children'> & {
  /** The mobile panel shows words next to the icon; the bar is tight enough for the icon alone. */
  withLabel?: boolean;
};

/**
 * The server cannot know the visitor's theme, so the icon follows the `dark` class on <html> in CSS and the
 * name says which theme it switches to only once hydration is over (until then it names no theme).
 */
export function ThemeToggleButton({ withLabel = false, ...props }: ThemeToggleButtonProps) {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const hydrated = useHydrated();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <chakra.button
      type="button"
      aria-label={hydrated ? `Switch to ${next} theme` : 'Switch theme'}
      onClick={toggleTheme}
      css={iconButtonStyles}
      h="10"
      minW="10"
      gap="3"
      px={withLabel ? '3' : '0'}
      {...props}
    >
      <chakra.span display={{ base: 'contents', _dark: 'none' }}>
        <MoonIcon size={18} />
      </chakra.span>
      <chakra.span display={{ base: 'none', _dark: 'contents' }}>
        <SunIcon size={18} />
      </chakra.span>
      {withLabel && (
        <chakra.span fontSize="md" fontWeight="medium" color="fg">
          {next === 'dark' ? 'Dark theme' : 'Light theme'}
        </chakra.span>
      )}
    </chakra.button>
  );
}
