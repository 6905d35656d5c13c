import type { Shell } from 'electron';

export type ShellLike = Pick<Shell, 'openExternal'>;

/** Parsed, not prefix-matched: only a well-formed http(s) URL without credentials leaves the app. */
export function toExternalUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

export function openInSystemBrowser(shell: ShellLike, raw: string): boolean {
  const url = toExternalUrl(raw);
  if (!url) return false;
  void shell.openExternal(url).catch(() => undefined);
  return true;
}
