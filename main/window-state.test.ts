import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { rememberWindowState, restorableState } from './window-state';

const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('remembered window size and position', () => {
  it('restores a saved state that is on a screen', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800, maximized: true };
    expect(restorableState(saved, screen)).toEqual(saved);
  });

  it('forgets a position on a monitor that is gone, and a hand-edited value', () => {
    expect(restorableState({ x: 2500, y: 100, width: 1200, height: 800, maximized: false }, screen)).toBeUndefined();
    expect(restorableState({ x: 1880, y: 100, width: 1200, height: 800, maximized: false }, screen)).toBeUndefined();
    expect(restorableState({ x: 0, y: 0, width: 10, height: 10, maximized: false }, screen)).toBeUndefined();
    expect(restorableState('big', screen)).toBeUndefined();
  });

  it('saves the normal bounds and the maximised flag when the window closes', () => {
    const window = Object.assign(new EventEmitter(), {
      getNormalBounds: () => ({ x: 10, y: 20, width: 1280, height: 860 }),
      isMaximized: () => true,
    });
    const save = vi.fn();
    rememberWindowState(window, save);
    expect(save).not.toHaveBeenCalled();
    window.emit('close');
    expect(save).toHaveBeenCalledWith({ x: 10, y: 20, width: 1280, height: 860, maximized: true });
  });
});
