function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a menu link is the current section: the path equals the link or lies below it.
 * "/" would prefix every path, so Home is active only on "/" itself. Matching stops at segment
 * boundaries so "/services" does not light up on "/services-overview"; absolute links are never active.
 */
export function isActivePath(pathname: string, link: string): boolean {
  if (!link.startsWith('/')) return false;
  const current = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(link.split(/[?#]/)[0] ?? link);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
