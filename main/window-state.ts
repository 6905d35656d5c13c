import * as z from 'zod/mini';

const int = z.number().check(z.int());

/** The main window's last normal (not maximised) bounds, and whether it was maximised. */
export const WindowStateSchema = z.object({
  x: int,
  y: int,
  width: int.check(z.gte(360), z.lte(20_000)),
  height: int.check(z.gte(480), z.lte(20_000)),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Enough of the window must land on a screen to be grabbed by its title bar. */
const minimumVisible = 100;

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The saved state, if it still fits: a monitor unplugged since last time would otherwise open the window
 * off every screen. Returns undefined to let Electron centre it at the default size.
 */
export function restorableState(saved: unknown, workAreas: readonly Rectangle[]): WindowState | undefined {
  const parsed = WindowStateSchema.safeParse(saved);
  if (!parsed.success) return undefined;
  const visible = workAreas.some((area) => {
    const { width, height } = overlap(parsed.data, area);
    return width >= minimumVisible && height >= minimumVisible;
  });
  return visible ? parsed.data : undefined;
}

/** The slice of BrowserWindow whose state is remembered. */
export interface StatefulWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  on(event: 'close', listener: () => void): unknown;
}

/** Saves the state as the window closes (the last moment it is known), not on every pixel of a drag. */
export function rememberWindowState(window: StatefulWindow, save: (state: WindowState) => void): void {
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    const state = WindowStateSchema.safeParse({ ...bounds, maximized: window.isMaximized() });
    if (state.success) save(state.data);
  });
}
