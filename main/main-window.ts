import { brand } from '../contract/brand';
import type { BackendInfo } from '../contract/desktop-bridge';
import { mainPageUrl } from './app-origin';
import type { AppWindowConstructor } from './app-window';
import type { SingleWindow, SingleWindowOptions } from './single-window';
import { createSingleWindow } from './single-window';

/** The site itself, titled "Aegisline — <backend>"; a second launch focuses it instead of opening another. */
export function createMainWindowManager(
  BrowserWindow: AppWindowConstructor,
  options: { preloadPath: string; activeBackend(): BackendInfo } & Pick<SingleWindowOptions, 'restore' | 'created'>,
): SingleWindow {
  return createSingleWindow(BrowserWindow, {
    ...options,
    url: mainPageUrl,
    titlePrefix: brand.name,
    width: 1280,
    height: 860,
  });
}
