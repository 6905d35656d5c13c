import * as z from 'zod/mini';

export const AuthModeSchema = z.enum(['token', 'cookie']);
export type AuthMode = z.infer<typeof AuthModeSchema>;

/**
 * What the server tells the web renderer at load time (a meta tag in index.html), so one build
 * serves any deployment: hosted = token auth (the spec's default), local = cookie sessions.
 */
export const RuntimeConfigSchema = z.object({
  authMode: AuthModeSchema,
  /** Prefix for API calls; empty means the page's own origin. */
  apiBase: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = { authMode: 'token', apiBase: '' };
export const runtimeConfigMetaName = 'site-runtime-config';
