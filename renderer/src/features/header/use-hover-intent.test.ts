import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropdownCloseDelayMs,
  hoverOpenDelayMs,
  submenuCloseDelayMs,
  submenuPanelLeaveDelayMs,
} from './header-timings';
import { useHoverIntent } from './use-hover-intent';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderIntent(scope: unknown = 'page-1') {
  return renderHook(({ scope: current }) => useHoverIntent(current), { initialProps: { scope } });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useHoverIntent', () => {
  it('uses the specified delays', () => {
    expect([hoverOpenDelayMs, dropdownCloseDelayMs, submenuCloseDelayMs, submenuPanelLeaveDelayMs]).toEqual([
      50, 400, 350, 300,
    ]);
  });

  it('opens 50 ms after the pointer enters, not before', () => {
    const { result } = renderIntent();
    act(() => result.current.enter('company'));
    advance(49);
    expect(result.current.openId).toBeNull();
    advance(1);
    expect(result.current.openId).toBe('company');
  });

  it('closes after the given delay once the pointer leaves, not before', () => {
    const { result } = renderIntent();
    act(() => result.current.openNow('company'));
    act(() => result.current.leave(dropdownCloseDelayMs));
    advance(399);
    expect(result.current.openId).toBe('company');
    advance(1);
    expect(result.current.openId).toBeNull();
  });

  it('cancels a pending close when the pointer comes back', () => {
    const { result } = renderIntent();
    act(() => result.current.openNow('company'));
    act(() => result.current.leave(dropdownCloseDelayMs));
    advance(300);
    act(() => result.current.enter('company'));
    advance(5_000);
    expect(result.current.openId).toBe('company');
  });

  it('never opens when the pointer only passes over', () => {
    const { result } = renderIntent();
    act(() => result.current.enter('company'));
    advance(30);
    act(() => result.current.leave(dropdownCloseDelayMs));
    advance(5_000);
    expect(result.current.openId).toBeNull();
  });

  it('switches to another item after the open delay', () => {
    const { result } = renderIntent();
    act(() => result.current.openNow('company'));
    act(() => result.current.leave(dropdownCloseDelayMs));
    act(() => result.current.enter('services'));
    advance(50);
    expect(result.current.openId).toBe('services');
    advance(5_000);
    expect(result.current.openId).toBe('services');
  });

  it('closes at once on close(), dropping a pending open', () => {
    const { result } = renderIntent();
    act(() => result.current.openNow('company'));
    act(() => result.current.enter('services'));
    act(() => result.current.close());
    advance(5_000);
    expect(result.current.openId).toBeNull();
  });

  it('resets, and drops pending timers, when the scope changes', () => {
    const { result, rerender } = renderIntent('page-1');
    act(() => result.current.openNow('company'));
    act(() => result.current.enter('services'));
    rerender({ scope: 'page-2' });
    expect(result.current.openId).toBeNull();
    advance(5_000);
    expect(result.current.openId).toBeNull();
  });
});
