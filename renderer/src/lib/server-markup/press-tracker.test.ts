import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPress } from './press-tracker';

describe('trackPress', () => {
  let element: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    element = document.createElement('div');
    document.body.append(element);
  });
  afterEach(() => {
    element.remove();
    vi.useRealTimers();
  });

  it('resolves at once when no pointer is down', async () => {
    const press = trackPress(element);
    let released = false;
    void press.whenReleased().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
    press.stop();
  });

  it('waits for a press that began inside to end, and for the task that delivers its click', async () => {
    const press = trackPress(element);
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    let released = false;
    void press.whenReleased().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(released).toBe(false);

    window.dispatchEvent(new Event('pointerup'));
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
    press.stop();
  });

  it('ignores presses outside the element and stops listening when stopped', async () => {
    const press = trackPress(element);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    press.stop();
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    let released = false;
    void press.whenReleased().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
  });
});
