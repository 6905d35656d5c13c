import { chakra } from '@chakra-ui/react';
import type { HTMLChakraProps } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { MoonIcon, SunIcon } from '../../components/icons/ui-icons';
import { themeAtom, toggleThemeAtom } from '../../lib/theme/theme-atoms';
import { iconButtonStyles } from './header-styles';

type ThemeToggleButtonProps = Omit<HTMLChakraProps<'button'>, 'onClick' | 'children'> & {
  /** The mobile panel shows words next to the icon; the bar is tight enough for the icon alone. */
  withLabel?: boolean;
};

export function ThemeToggleButton({ withLabel = false, ...props }: ThemeToggleButtonProps) {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <chakra.button
      type="button"
      aria-label={`Switch to ${next} theme`}
      onClick={toggleTheme}
      css={iconButtonStyles}
      h="10"
      minW="10"
      gap="3"
      px={withLabel ? '3' : '0'}
      {...props}
    >
      {next === 'dark' ? <MoonIcon size={18} /> : <SunIcon size={18} />}
      {withLabel && (
        <chakra.span fontSize="md" fontWeight="medium" color="fg">
          {next === 'dark' ? 'Dark theme' : 'Light theme'}
        </chakra.span>
      )}
    </chakra.button>
  );
}
