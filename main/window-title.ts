import type { BackendInfo } from '../contract/desktop-bridge';

export interface TitledWindow {
  setTitle(title: string): void;
}

const prefixes = new WeakMap<TitledWindow, string>();

export function windowTitle(prefix: string, backend: BackendInfo): string {
  return `${prefix} — ${backend.label}`;
}

export function titleWindow(window: TitledWindow, prefix: string, backend: BackendInfo): void {
  prefixes.set(window, prefix);
  window.setTitle(windowTitle(prefix, backend));
}

/** Windows keep their own prefix ("Aegisline", "Diagnostics") when the backend changes. */
export function retitleWindow(window: TitledWindow, backend: BackendInfo): void {
  const prefix = prefixes.get(window);
  if (prefix !== undefined) window.setTitle(windowTitle(prefix, backend));
}
