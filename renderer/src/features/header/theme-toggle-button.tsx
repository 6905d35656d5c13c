import { useAtomValue, useSetAtom } from 'jotai';
import { MoonIcon, SunIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import { themeAtom, toggleThemeAtom } from '../../lib/theme/theme-atoms';
import { useHydrated } from '../../lib/use-hydrated';
import shared from './header.module.css';
import styles from './theme-toggle-button.module.css';

interface ThemeToggleButtonProps {
  /** The mobile panel shows words next to the icon; the bar is tight enough for the icon alone. */
  withLabel?: boolean;
  className?: string;
}

/**
 * The server cannot know the visitor's theme, so the icon follows the `dark` class on <html> in CSS and the
 * name says which theme it switches to only once hydration is over (until then it names no theme).
 */
export function ThemeToggleButton({ withLabel = false, className }: ThemeToggleButtonProps) {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const hydrated = useHydrated();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={hydrated ? `Switch to ${next} theme` : 'Switch theme'}
      onClick={toggleTheme}
      className={classNames(shared.iconButton, styles.themeToggle, withLabel && styles.withLabel, className)}
    >
      <span className={styles.moon}>
        <MoonIcon size={18} />
      </span>
      <span className={styles.sun}>
        <SunIcon size={18} />
      </span>
      {withLabel && <span className={styles.label}>{next === 'dark' ? 'Dark theme' : 'Light theme'}</span>}
    </button>
  );
}
