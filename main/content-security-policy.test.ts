import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseContentSecurityPolicy } from './content-security-policy';

const csp = parseContentSecurityPolicy(contentSecurityPolicy);
const sources = (directive: string): string[] => csp.get(directive) ?? [];

/** A source that would let code or data come from outside the app's own files. */
const remote = /^(https?:|wss?:|\*|[a-z0-9-]+\.[a-z]|blob:|filesystem:)/i;

describe('the app:// content security policy', () => {
  it('allows no eval and no inline script anywhere it could apply', () => {
    for (const directive of ['script-src', 'default-src']) {
      expect(sources(directive)).not.toContain("'unsafe-eval'");
      expect(sources(directive)).not.toContain("'unsafe-inline'");
      expect(sources(directive)).not.toContain("'wasm-unsafe-eval'");
    }
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic/);
  });

  it('loads scripts from the app itself only, and every fallback is the app', () => {
    expect(sources('script-src')).toEqual(["'self'"]);
    expect(sources('default-src')).toEqual(["'self'"]);
    for (const [directive, list] of csp) {
      for (const source of list) expect(source, `${directive} ${source}`).not.toMatch(remote);
    }
  });

  it('talks only to its own origin (main forwards /api/), embeds no plugins and cannot be framed', () => {
    expect(sources('connect-src')).toEqual(["'self'"]);
    expect(sources('object-src')).toEqual(["'none'"]);
    expect(sources('frame-ancestors')).toEqual(["'none'"]);
  });

  it('limits where forms submit and what a <base> can point at', () => {
    expect(sources('form-action')).toEqual(["'self'"]);
    expect(sources('base-uri')).toEqual(["'self'"]);
  });

  it('reads a directive the way a browser does: the first of a repeated name wins', () => {
    const parsed = parseContentSecurityPolicy("script-src 'self'; SCRIPT-SRC 'unsafe-eval'");
    expect(parsed.get('script-src')).toEqual(["'self'"]);
  });
});
