import type { HTMLChakraProps } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isSitePath } from '../../../../contract/link-rules';

type MenuLinkProps = Omit<HTMLChakraProps<'a'>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A configured menu link: site paths go through the router, anything else (http(s), mailto:, tel:) stays a plain anchor. */
export function MenuLink({ to, children, ref, ...props }: MenuLinkProps) {
  if (!isSitePath(to)) {
    return (
      <chakra.a ref={ref} href={to} {...props}>
        {children}
      </chakra.a>
    );
  }
  return (
    <chakra.a asChild {...props}>
      <RouterLink ref={ref} to={to}>
        {children}
      </RouterLink>
    </chakra.a>
  );
}
