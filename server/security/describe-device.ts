import type { SessionStyle } from '../../contract/account';
import { brand } from '../../contract/brand';
import type { SessionKind } from '../repositories/sessions-repository';

const browsers: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const systems: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const isDesktopApp = (userAgent: string | null) => userAgent !== null && /Electron\//.test(userAgent);

/**
 * A name a person recognises their session by ("Firefox on Windows"). Only the broad family: the header is the
 * client's own claim, shown to help someone spot a stranger, never trusted for anything.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  if (isDesktopApp(userAgent)) return `${brand.name} desktop app`;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The desktop app signs in with a bearer token like any hosted client; its user agent tells it apart. */
export function sessionStyle(kind: SessionKind, userAgent: string | null): SessionStyle {
  if (kind === 'cookie') return 'cookie';
  return isDesktopApp(userAgent) ? 'desktop' : 'token';
}
