import type { LinkProps } from '@chakra-ui/react';
import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isSitePath } from '../../../../contract/link-rules';

type FooterLinkProps = Omit<LinkProps, 'href'> & { href: string };

// Content may hold "#" until a real profile exists; following it would only jump the page to the top.
const stayPut = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

// Underline only on hover: these links sit in labelled lists, so position already marks them as links.
const linkStyles = { textDecoration: 'none' } as const;

/** Site paths go through the router (no full reload); https addresses open in a new tab; "#" stays a placeholder. */
export function FooterLink({ href, children, ...props }: FooterLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link asChild {...linkStyles} {...props}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  if (href === '#') {
    return (
      <Link href={href} onClick={stayPut} {...linkStyles} {...props}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <Link
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...linkStyles}
      {...props}
    >
      {children}
    </Link>
  );
}
