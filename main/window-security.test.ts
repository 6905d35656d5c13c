import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendInfo } from '../contract/desktop-bridge';
import { openAppWindow } from './app-window';
import { createDiagnosticsWindowManager } from './diagnostics-window';
import { FakeBrowserWindow } from './test-support/fake-browser-window';

const local: BackendInfo = {
  id: 'local',
  label: 'Local backend',
  baseUrl: 'http://localhost:5000',
  authMode: 'cookie',
};

describe('window security', () => {
  beforeEach(() => FakeBrowserWindow.reset());

  it('gives every window exactly the secure preferences: sandbox, isolation, no Node, nothing experimental', () => {
    openAppWindow(FakeBrowserWindow, {
      url: 'app://site/',
      titlePrefix: 'Aegisline',
      backend: local,
      preloadPath: '/out/preload/index.cjs',
      width: 1280,
      height: 860,
    });
    createDiagnosticsWindowManager(FakeBrowserWindow, {
      preloadPath: '/out/preload/index.cjs',
      activeBackend: () => local,
    }).open();

    expect(FakeBrowserWindow.instances).toHaveLength(2);
    for (const window of FakeBrowserWindow.instances) {
      // The whole object, not a subset: an added `experimentalFeatures: true` or `enableBlinkFeatures` fails here.
      expect(window.options.webPreferences).toEqual({
        preload: '/out/preload/index.cjs',
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        spellcheck: true,
      });
      expect(window.loadURL.mock.calls[0]?.[0]).toMatch(/^app:\/\/site\//);
    }
  });

  it('keeps the backend in the window title whatever the page calls itself', () => {
    const window = openAppWindow(FakeBrowserWindow, {
      url: 'app://site/',
      titlePrefix: 'Aegisline',
      backend: local,
      preloadPath: '/preload.cjs',
      width: 800,
      height: 600,
    }) as FakeBrowserWindow;
    const preventDefault = vi.fn();
    window.emit('page-title-updated', { preventDefault }, 'Partners | Aegisline');
    expect(preventDefault).toHaveBeenCalled();
    expect(window.title).toBe('Aegisline — Local backend');
  });
});
