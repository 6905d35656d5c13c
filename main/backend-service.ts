import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import { BackendIdSchema } from '../contract/desktop-bridge';
import { originOf, parseHostedUrl } from './hosted-url';
import type { SettingsStore } from './settings-store';

export const localBackendUrl = 'http://localhost:5000';

export const backendLabels: Record<BackendId, string> = { local: 'Local backend', hosted: 'Hosted backend' };

/** Where the hosted URL came from, for the editor dialog. */
export type HostedUrlSource = 'settings' | 'env' | 'build' | 'none';

export interface BackendEnv {
  /** Where the local backend listens when not on localhost:5000 (a developer's own port, the browser tests). */
  LOCAL_API_URL?: string | undefined;
  /** At run time, for development: overrides the build's default. */
  HOSTED_API_URL?: string | undefined;
  /** Set when packaging (see electron.vite.config.ts), so a fresh install talks to the real service. */
  DESKTOP_DEFAULT_HOSTED_URL?: string | undefined;
  /** `local` or `hosted`; which backend a fresh install starts on. The menu's choice overrides it. */
  DESKTOP_DEFAULT_BACKEND?: string | undefined;
}

export interface BackendServiceHooks {
  /**
   * The hosted URL now names another origin: whatever was kept for the old one (its token, its partition's
   * cookies and storage) must go, so nothing signed in there is ever sent to the new host.
   */
  hostedOriginLeft?(previousOrigin: string): void;
}

export type BackendChangeListener = (active: BackendInfo, previous: BackendInfo) => void;

export interface BackendService {
  active(): BackendInfo;
  /** Configured backends only: hosted is left out while it has no URL. */
  list(): BackendInfo[];
  get(id: BackendId): BackendInfo | undefined;
  setActive(id: BackendId): BackendInfo;
  hostedUrl(): { url: string | null; source: HostedUrlSource };
  /** `undefined` forgets the saved URL, falling back to HOSTED_API_URL. */
  setHostedUrl(url: string | undefined): void;
  /** Called after every settings change, with the active backend before and after it. */
  subscribe(listener: BackendChangeListener): () => void;
}

export function createBackendService(
  store: SettingsStore,
  env: BackendEnv,
  hooks: BackendServiceHooks = {},
): BackendService {
  const listeners = new Set<BackendChangeListener>();
  const defaultBackend = BackendIdSchema.safeParse(env.DESKTOP_DEFAULT_BACKEND);
  const localOverride = parseHostedUrl(env.LOCAL_API_URL);
  const localUrl = localOverride.ok ? localOverride.url : localBackendUrl;

  function hostedUrl(): { url: string | null; source: HostedUrlSource } {
    const saved = store.getHostedUrl();
    if (saved) return { url: saved, source: 'settings' };
    const fromEnv = parseHostedUrl(env.HOSTED_API_URL);
    if (fromEnv.ok) return { url: fromEnv.url, source: 'env' };
    const fromBuild = parseHostedUrl(env.DESKTOP_DEFAULT_HOSTED_URL);
    return fromBuild.ok ? { url: fromBuild.url, source: 'build' } : { url: null, source: 'none' };
  }

  function get(id: BackendId): BackendInfo | undefined {
    if (id === 'local') return { id, label: backendLabels.local, baseUrl: localUrl, authMode: 'cookie' };
    const { url } = hostedUrl();
    return url ? { id, label: backendLabels.hosted, baseUrl: url, authMode: 'token' } : undefined;
  }

  // The spec makes hosted the default (a build may choose otherwise); without a hosted URL there is nothing
  // to talk to, so local it is.
  function active(): BackendInfo {
    const chosen = store.getBackend() ?? (defaultBackend.success ? defaultBackend.data : 'hosted');
    return get(chosen) ?? (get('local') as BackendInfo);
  }

  function change(apply: () => void): void {
    const previous = active();
    apply();
    const next = active();
    for (const listener of listeners) listener(next, previous);
  }

  return {
    active,
    get,
    list: () => (['local', 'hosted'] as const).flatMap((id) => get(id) ?? []),
    hostedUrl,
    setActive(id) {
      if (!get(id)) throw new Error('The hosted backend has no URL yet: set one from the Backend menu first.');
      change(() => store.setBackend(id));
      return active();
    },
    setHostedUrl(url) {
      if (url !== undefined) {
        const parsed = parseHostedUrl(url);
        if (!parsed.ok) throw new Error(parsed.error);
        url = parsed.url;
      }
      const before = hostedUrl().url;
      change(() => store.setHostedUrl(url));
      const after = hostedUrl().url;
      if (before !== null && (after === null || originOf(before) !== originOf(after))) {
        hooks.hostedOriginLeft?.(originOf(before));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function isSameBackend(a: BackendInfo, b: BackendInfo): boolean {
  return a.id === b.id && a.baseUrl === b.baseUrl;
}
