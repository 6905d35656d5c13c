import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { isSitePath } from '../../../../../contract/link-rules';

/**
 * A content link: site paths go through the router (no reload; `#anchor` targets are scrolled to by
 * `useHashScroll`); anything else (http(s), mailto:, tel:) is a plain anchor that keeps no opener and sends no
 * referrer. Used as the child of Chakra's `asChild`, so it forwards every prop it is given.
 */
export function SiteLink({ href, children, ...props }: { href: string } & Omit<ComponentProps<'a'>, 'href'>) {
  if (!isSitePath(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
