import { describe, expect, it, vi } from 'vitest';
import { configureAutoUpdates } from './auto-update';

function updater() {
  return {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdatesAndNotify: vi.fn(async () => null),
  };
}

describe('auto-update', () => {
  it('is off without an update server, and in unpackaged runs', () => {
    const off = updater();
    expect(configureAutoUpdates(off, { feedUrl: undefined, isPackaged: true })).toMatchObject({ enabled: false });
    expect(configureAutoUpdates(off, { feedUrl: 'https://u.example', isPackaged: false })).toMatchObject({
      enabled: false,
    });
    expect(off.setFeedURL).not.toHaveBeenCalled();
    expect(off.checkForUpdatesAndNotify).not.toHaveBeenCalled();
  });

  it('uses the generic provider at the configured https URL', () => {
    const on = updater();
    expect(
      configureAutoUpdates(on, { feedUrl: 'https://updates.aegisline.example/desktop/', isPackaged: true }),
    ).toEqual({
      enabled: true,
      feedUrl: 'https://updates.aegisline.example/desktop',
    });
    expect(on.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.aegisline.example/desktop',
    });
    expect(on.checkForUpdatesAndNotify).toHaveBeenCalledOnce();
  });

  it('refuses a plain http update server (an installer fetched in the clear)', () => {
    const refused = updater();
    expect(configureAutoUpdates(refused, { feedUrl: 'http://updates.example', isPackaged: true })).toMatchObject({
      enabled: false,
    });
    expect(refused.setFeedURL).not.toHaveBeenCalled();
  });
});
