import { Link as RouterLink } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import { paths } from '../../lib/paths';
import shared from './header.module.css';
import styles from './header-logo.module.css';

interface HeaderLogoProps {
  logoLight: string;
  logoDark: string;
}

/**
 * Both logos are in the markup and the `dark` class on <html> picks one, so the server-rendered header
 * already shows the right logo before any script runs and hydration has nothing theme-dependent to match.
 */
export function HeaderLogo({ logoLight, logoDark }: HeaderLogoProps) {
  return (
    <RouterLink to={paths.home} className={classNames(shared.focusRing, styles.logo)}>
      {/* Intrinsic size reserves the space before the SVG loads, so the bar never shifts. */}
      <img
        src={logoLight}
        alt="Aegisline home"
        width={176}
        height={40}
        className={classNames(styles.image, styles.lightLogo)}
      />
      <img
        src={logoDark}
        alt="Aegisline home"
        width={176}
        height={40}
        className={classNames(styles.image, styles.darkLogo)}
      />
    </RouterLink>
  );
}
