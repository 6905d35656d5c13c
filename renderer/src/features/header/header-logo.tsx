import { chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { themeAtom } from '../../lib/theme/theme-atoms';
import { focusRing } from './header-styles';

interface HeaderLogoProps {
  logoLight: string;
  logoDark: string;
}

export function HeaderLogo({ logoLight, logoDark }: HeaderLogoProps) {
  const theme = useAtomValue(themeAtom);
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
        <chakra.img
          src={theme === 'dark' ? logoDark : logoLight}
          alt="Aegisline home"
          htmlWidth={176}
          htmlHeight={40}
          h={{ base: '8', lg: '10' }}
          w="auto"
          display="block"
        />
      </RouterLink>
    </chakra.a>
  );
}
