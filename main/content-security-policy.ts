/**
 * Set by the protocol handler on every HTML page it serves (see docs/architecture.md, "The desktop shell"),
 * and by the browser tests' desktop double. Scripts only from the app's own files: no eval, no inline
 * script, no remote source. Styles may be inline (Chakra's emotion injects them); nothing may frame the
 * app, and forms may only submit to it.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Directive name -> its sources, as a browser reads the header (names case-insensitive, first one wins). */
export function parseContentSecurityPolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}
