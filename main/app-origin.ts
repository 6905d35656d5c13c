/** The renderer's own origin: every window loads `app://site/...` and nothing else counts as the app. */
export const appScheme = 'app';
export const appHost = 'site';
export const appOrigin = `${appScheme}://${appHost}`;

export const mainPageUrl = `${appOrigin}/`;
export const diagnosticsPageUrl = `${appOrigin}/diagnostics.html`;

/** Parsed rather than prefix-matched, so `app://site.evil/` or `app://site@evil/` never pass. */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${appScheme}:` && url.host === appHost && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
