import type { BackendInfo, DesktopBridge } from '../../../../contract/desktop-bridge';
import type { AuthMode, RuntimeConfig } from '../../../../contract/runtime-config';
import { defaultRuntimeConfig, parseRuntimeConfig, runtimeConfigMetaName } from '../../../../contract/runtime-config';

/** Where API calls go and how they authenticate, for whichever target this renderer runs in. */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Prefix for `/api/...` paths; empty means the page's own origin. */
  readonly apiBase: string;
  readonly authMode: AuthMode;
  /** Headers that authenticate a request (a bearer token on the web in token mode; none on desktop, where main adds it). */
  authHeaders(): Promise<Record<string, string>>;
  /** Keeps a token from a sign-in answer; on the desktop main has already taken it out and kept it. */
  storeToken(token: string): Promise<void>;
  /** The desktop's main process keeps the token itself: sign-in answers reach the renderer without one. */
  readonly tokenKeptByHost?: boolean;
  clearToken(): Promise<void>;
  readonly desktop?: DesktopBridge;
  /**
   * The backend this renderer's data comes from, as an origin (`https://cms.example.com`). Whatever it keeps on
   * the device about that data (unsaved edits of page 7) is filed under it: on the desktop both backends share
   * one page origin (app://site), and page 7 of one database is not page 7 of the other.
   */
  dataScope(): string;
  /**
   * Answers API calls instead of the global fetch: the server render passes one that asks the server's
   * own routes in-process, so both renders fetch through the same query modules.
   */
  readonly fetch?: typeof fetch;
}

export const tokenStorageKey = 'santan_auth_token';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

/** The server writes the runtime configuration into index.html; a dev server or a bad value falls back to the default. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const raw = doc.querySelector(`meta[name="${runtimeConfigMetaName}"]`)?.getAttribute('content');
  if (!raw) return defaultRuntimeConfig;
  try {
    return parseRuntimeConfig(JSON.parse(raw)) ?? defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

export function createWebPlatform(config: RuntimeConfig, storage: Storage): Platform {
  return {
    kind: 'web',
    apiBase: config.apiBase,
    authMode: config.authMode,
    async authHeaders(): Promise<Record<string, string>> {
      if (config.authMode !== 'token') return {};
      const token = storage.getItem(tokenStorageKey);
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async storeToken(token) {
      storage.setItem(tokenStorageKey, token);
    },
    async clearToken() {
      storage.removeItem(tokenStorageKey);
    },
    // Asked when needed, never at creation: a page's own origin is only known in a browser.
    dataScope: () => new URL(config.apiBase || window.location.origin, window.location.href).origin,
  };
}

/**
 * Desktop: the renderer calls `/api/...` on its own app:// origin and main forwards to the active backend,
 * adding the bearer token itself, so the token never has to live in the renderer.
 */
export function createDesktopPlatform(bridge: DesktopBridge, backend: BackendInfo): Platform {
  return {
    kind: 'desktop',
    apiBase: '',
    authMode: backend.authMode,
    async authHeaders() {
      return {};
    },
    tokenKeptByHost: true,
    // Nothing to keep: main took the token out of the sign-in answer before this renderer saw it.
    storeToken: async () => undefined,
    clearToken: () => bridge.token.clear(),
    desktop: bridge,
    dataScope: () => new URL(backend.baseUrl).origin,
  };
}

let current: Platform | undefined;

/** Set once at start-up (see app bootstrap); tests may install their own. */
export function setPlatform(platform: Platform): void {
  current = platform;
}

export function getPlatform(): Platform {
  current ??= createWebPlatform(readRuntimeConfig(document), window.localStorage);
  return current;
}
