import type { BackendEnv } from './backend-service';

// Replaced at build time by electron-vite's `define` (electron.vite.config.ts), from the packager's environment.
declare const __DESKTOP_DEFAULT_HOSTED_URL__: string | undefined;
declare const __DESKTOP_DEFAULT_BACKEND__: string | undefined;
declare const __DESKTOP_UPDATE_URL__: string | undefined;

/**
 * What this build starts with before anyone opens the Backend menu: a packaged app for staff points at the
 * real service instead of a localhost:5000 nobody runs. Empty in tests and in builds that set nothing.
 */
export const buildDefaults: Pick<BackendEnv, 'DESKTOP_DEFAULT_HOSTED_URL' | 'DESKTOP_DEFAULT_BACKEND'> = {
  DESKTOP_DEFAULT_HOSTED_URL:
    typeof __DESKTOP_DEFAULT_HOSTED_URL__ === 'string' && __DESKTOP_DEFAULT_HOSTED_URL__ !== ''
      ? __DESKTOP_DEFAULT_HOSTED_URL__
      : undefined,
  DESKTOP_DEFAULT_BACKEND:
    typeof __DESKTOP_DEFAULT_BACKEND__ === 'string' && __DESKTOP_DEFAULT_BACKEND__ !== ''
      ? __DESKTOP_DEFAULT_BACKEND__
      : undefined,
};

/** The generic update server of this build (see auto-update.ts); none means no auto-update. */
export const buildUpdateUrl: string | undefined =
  typeof __DESKTOP_UPDATE_URL__ === 'string' && __DESKTOP_UPDATE_URL__ !== '' ? __DESKTOP_UPDATE_URL__ : undefined;
