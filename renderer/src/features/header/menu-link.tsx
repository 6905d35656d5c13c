import type { ComponentProps, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isSitePath } from '../../../../contract/link-rules';

type MenuLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A configured menu link: site paths go through the router, anything else (http(s), mailto:, tel:) stays a plain anchor. */
export function MenuLink({ to, children, ref, ...props }: MenuLinkProps) {
  if (!isSitePath(to)) {
    return (
      <a ref={ref} href={to} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} to={to} {...props}>
      {children}
    </RouterLink>
  );
}
