import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createBackendSwitcher } from './backend-switch';
import { askBeforeUnload, unloadPrompt } from './unload-prompt';

/**
 * A web contents whose page may hold its unload, as a dirty editor does: `reload()` then fires
 * `will-prevent-unload`, and the navigation starts only if a listener called preventDefault.
 */
class ContentsDouble extends EventEmitter {
  dirty = false;
  destroyed = false;
  readonly reload = vi.fn((): void => void this.navigate('app://site/'));
  readonly loadURL = vi.fn(async (url: string) => {
    if (!this.navigate(url)) throw new Error('ERR_ABORTED');
  });
  private navigate(url: string): boolean {
    if (this.dirty) {
      let released = false;
      this.emit('will-prevent-unload', { preventDefault: () => (released = true) });
      if (!released) return false;
    }
    this.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false, url });
    return true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

function setup(answer: 'Leave' | 'Stay', dirty: boolean) {
  const contents = new ContentsDouble();
  contents.dirty = dirty;
  const ask = vi.fn(() => unloadPrompt.buttons?.indexOf(answer) ?? 1);
  askBeforeUnload(contents, ask);
  const switcher = createBackendSwitcher(() => contents);
  let active = 'hosted';
  const seenWhileReloading: boolean[] = [];
  const apply = vi.fn(() => {
    active = 'local';
    seenWhileReloading.push(switcher.isReloading(contents));
  });
  return { contents, ask, switcher, apply, active: () => active, seenWhileReloading };
}

describe('guarded backend switch', () => {
  it('with a dirty editor and "Stay", neither switches nor reloads into the other backend', async () => {
    const { switcher, apply, ask, active, contents } = setup('Stay', true);
    expect(await switcher.whenLeft(apply)).toBe(false);
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ message: 'Leave and lose changes?', defaultId: 1 }));
    expect(apply).not.toHaveBeenCalled();
    expect(active()).toBe('hosted');
    expect(contents.listenerCount('did-start-navigation')).toBe(0);
    expect(switcher.isReloading(contents)).toBe(false);
  });

  it('with a dirty editor and "Leave", switches as the reload starts, before the new page asks anything', async () => {
    const { switcher, apply, active, seenWhileReloading } = setup('Leave', true);
    expect(await switcher.whenLeft(apply)).toBe(true);
    expect(active()).toBe('local');
    // The broadcast made inside apply skips the window main is already reloading.
    expect(seenWhileReloading).toEqual([true]);
  });

  it('with nothing unsaved, switches without asking', async () => {
    const { switcher, apply, ask } = setup('Stay', false);
    expect(await switcher.whenLeft(apply)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('ignores an in-page navigation and a subframe while waiting', async () => {
    const contents = new ContentsDouble();
    contents.reload.mockImplementation(() => {
      contents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: true });
      contents.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false });
      expect(apply).not.toHaveBeenCalled();
      contents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false });
    });
    const apply = vi.fn();
    expect(await createBackendSwitcher(() => contents).whenLeft(apply)).toBe(true);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('without a main window, applies at once', async () => {
    const apply = vi.fn();
    expect(await createBackendSwitcher(() => null).whenLeft(apply)).toBe(true);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('with an address, loads it instead of reloading: a deep link to the other backend, asked about the same way', async () => {
    const stay = setup('Stay', true);
    expect(await stay.switcher.whenLeft(stay.apply, 'app://site/admin/pages/12')).toBe(false);
    expect(stay.apply).not.toHaveBeenCalled();
    const leave = setup('Leave', true);
    expect(await leave.switcher.whenLeft(leave.apply, 'app://site/admin/pages/12')).toBe(true);
    expect(leave.contents.loadURL).toHaveBeenCalledWith('app://site/admin/pages/12');
    expect(leave.contents.reload).not.toHaveBeenCalled();
    expect(leave.active()).toBe('local');
  });
});
