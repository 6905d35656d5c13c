import { chakra, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

const policyLinks = [
  { text: 'Cookie Policy', to: paths.cookiePolicy },
  { text: 'Privacy Policy', to: paths.privacyPolicy },
  { text: 'Terms of Service', to: paths.termsOfService },
] as const;

export function CookieBannerLinks() {
  return (
    <chakra.ul listStyle="none" m="0" p="0" display="flex" flexWrap="wrap" columnGap="4" rowGap="1" textStyle="sm">
      {policyLinks.map((link) => (
        <li key={link.to}>
          <Link asChild variant="underline" colorPalette="signal">
            <RouterLink to={link.to}>{link.text}</RouterLink>
          </Link>
        </li>
      ))}
    </chakra.ul>
  );
}
