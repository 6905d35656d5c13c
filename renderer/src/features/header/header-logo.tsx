import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { focusRing } from './header-styles';

interface HeaderLogoProps {
  logoLight: string;
  logoDark: string;
}

const logoSize = { htmlWidth: 176, htmlHeight: 40, h: { base: '8', lg: '10' }, w: 'auto' } as const;

/**
 * Both logos are in the markup and the `dark` class on <html> picks one, so the server-rendered header
 * already shows the right logo before any script runs and hydration has nothing theme-dependent to match.
 */
export function HeaderLogo({ logoLight, logoDark }: HeaderLogoProps) {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      flexShrink="0"
      borderRadius="md"
      _focusVisible={focusRing}
    >
      <RouterLink to={paths.home}>
        {/* Intrinsic size reserves the space before the SVG loads, so the bar never shifts. */}
        <chakra.img src={logoLight} alt="Aegisline home" {...logoSize} display={{ base: 'block', _dark: 'none' }} />
        <chakra.img src={logoDark} alt="Aegisline home" {...logoSize} display={{ base: 'none', _dark: 'block' }} />
      </RouterLink>
    </chakra.a>
  );
}
