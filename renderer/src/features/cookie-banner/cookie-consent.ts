/** The spec's 10 s: long enough not to greet a visitor with a banner, short enough to be seen. */
export const cookieBannerDelayMs = 10_000;

/** Storage contract from the spec: key `cookie-consent`, value `accepted`. Nothing else is ever written. */
export const cookieConsentStorageKey = 'cookie-consent';
export const cookieConsentAccepted = 'accepted';

/**
 * Lets the scroll-to-top button (another feature) sit above the open banner on small screens without
 * importing anything from here: the banner publishes its height as a CSS custom property on <html>.
 */
export const cookieBannerOffsetProperty = '--cookie-banner-offset';

export function hasAcceptedCookies(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(cookieConsentStorageKey) === cookieConsentAccepted;
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): treat as not yet accepted.
    return false;
  }
}

export function storeCookieConsent(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(cookieConsentStorageKey, cookieConsentAccepted);
  } catch {
    // Without storage the choice lasts for this visit only; the banner still closes.
  }
}
