import type { NativeImage } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createBadge } from './badge';

function setup(platform: string, withWindow = true) {
  const window = { setOverlayIcon: vi.fn() };
  const dot = { dot: true } as unknown as NativeImage;
  const deps = {
    platform,
    setBadgeCount: vi.fn(() => true),
    mainWindow: () => (withWindow ? window : null),
    image: vi.fn((_dataUrl: string) => dot),
  };
  return { deps, window, dot, setBadge: createBadge(deps) };
}

describe('the unread badge', () => {
  it.each(['darwin', 'linux'])('on %s, is the app badge count', (platform) => {
    const { deps, window, setBadge } = setup(platform);
    setBadge(3);
    setBadge(0);
    expect(deps.setBadgeCount.mock.calls).toEqual([[3], [0]]);
    expect(window.setOverlayIcon).not.toHaveBeenCalled();
  });

  it('on Windows, which has no badge count, is an overlay dot on the taskbar button that says how many', () => {
    const { deps, window, dot, setBadge } = setup('win32');
    setBadge(1);
    setBadge(3);
    setBadge(0);
    expect(window.setOverlayIcon.mock.calls).toEqual([
      [dot, '1 new submission'],
      [dot, '3 new submissions'],
      [null, ''],
    ]);
    expect(deps.image).toHaveBeenCalledOnce();
    expect(deps.image.mock.calls[0]?.[0]).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(deps.setBadgeCount).not.toHaveBeenCalled();
  });

  it('on Windows with the main window closed, waits for it', () => {
    const { setBadge } = setup('win32', false);
    expect(() => setBadge(2)).not.toThrow();
  });
});
