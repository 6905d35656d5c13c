import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * A content link: site paths go through the router (no reload; `#anchor` targets are scrolled to by
 * `useHashScroll`), https links are plain anchors that keep no opener and send no referrer. Used as the
 * child of Chakra's `asChild`, so it forwards every prop it is given.
 */
export function SiteLink({ href, children, ...props }: { href: string } & Omit<ComponentProps<'a'>, 'href'>) {
  if (href.startsWith('https://')) {
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
