/**
 * What the server tells the web renderer at load time (a meta tag in index.html), so one build serves any
 * deployment: hosted = token auth (the spec's default), local = cookie sessions. Checked by hand, not with a
 * schema: the public site's first load reads it and carries no schema library (two fields do not need one).
 */
export const authModes = ['token', 'cookie'] as const;
export type AuthMode = (typeof authModes)[number];

export interface RuntimeConfig {
  authMode: AuthMode;
  /** Prefix for API calls; empty means the page's own origin. */
  apiBase: string;
}

export const defaultRuntimeConfig: RuntimeConfig = { authMode: 'token', apiBase: '' };
export const runtimeConfigMetaName = 'site-runtime-config';

export function isAuthMode(value: unknown): value is AuthMode {
  return authModes.some((mode) => mode === value);
}

/** The configuration in `value`, or `null` when it is not one (extra fields are dropped). */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { authMode, apiBase } = value as Record<string, unknown>;
  if (!isAuthMode(authMode) || typeof apiBase !== 'string') return null;
  return { authMode, apiBase };
}
