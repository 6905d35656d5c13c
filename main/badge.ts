import type { NativeImage } from 'electron';

/** A red dot (16×16 PNG) for the Windows taskbar button, which has no count of its own. */
export const badgeDotPng =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAMAAAAoLQ9TAAAAqFBMVEVMaXH//Pv////////99fT//////////f3////////89PT////32tf////////43Nr31tP////////////////31tT////////////32Nb32df//Pv//Pv88/P////21dL319T329j9/Pv429j//Pv//////Pv32Nb////319XZLSD////aNCfaMSTaNCjaMCPyu7fka2LlbWTkbGPyu7bzvLjkbGLkamESsGbEAAAAKnRSTlMA3rOU/JJJ/gWy/Ev9bEf8/QZOTUz9a25K/f3g3/yT/fz93fzcSN38sfy75d+UAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAnUlEQVQY01WPRRbDMBBDJ2g7jGXmesIp3P9mdaBN+nfSG5AABH6gyPImpNBjLtHwPAMlvdNTsihzzvOXRexGz8gj4S1JQcSMv5r3mvNsL1EI8M1/1BiBss4HI1U1kLd8xJ0B242N6w0UI/1fCbEcjApNoJI1vHUPIr5Oit7JnsRpotrkWIs7aeWSSVfmfEE1jlU8Od+6NNIY08y2/gdiAhsibFTeKgAAAABJRU5ErkJggg==';

export interface BadgeDeps {
  platform: string;
  setBadgeCount(count: number): boolean;
  /** The main window, where Windows shows the overlay; none while it is closed. */
  mainWindow(): { setOverlayIcon(overlay: NativeImage | null, description: string): void } | null;
  /** `nativeImage.createFromDataURL`, asked only on Windows. */
  image(dataUrl: string): NativeImage;
}

/**
 * The unread count where each system shows one: the dock (macOS) and launchers that support it (Linux, Unity
 * and KDE) take `setBadgeCount`; Windows ignores it, so the taskbar button gets an overlay dot whose
 * description (read by screen readers) says how many.
 */
export function createBadge(deps: BadgeDeps): (count: number) => void {
  if (deps.platform !== 'win32') return (count) => void deps.setBadgeCount(count);
  let dot: NativeImage | undefined;
  return (count) => {
    const window = deps.mainWindow();
    if (!window) return;
    if (count === 0) return window.setOverlayIcon(null, '');
    dot ??= deps.image(`data:image/png;base64,${badgeDotPng}`);
    window.setOverlayIcon(dot, `${count} new ${count === 1 ? 'submission' : 'submissions'}`);
  };
}
