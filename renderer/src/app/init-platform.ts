import { createDesktopPlatform, createWebPlatform, readRuntimeConfig, setPlatform } from '../lib/platform/platform';

/** Chooses the platform once before the first render: the desktop bridge when the preload exposed one, else the web. */
export async function initPlatform(): Promise<void> {
  const bridge = window.desktop;
  if (bridge) {
    const backend = await bridge.backend.get();
    setPlatform(createDesktopPlatform(bridge, backend));
    // Switching backend changes the auth style and every answer: start afresh rather than patch caches.
    bridge.backend.onChanged(() => window.location.reload());
    return;
  }
  setPlatform(createWebPlatform(readRuntimeConfig(document), window.localStorage));
}
