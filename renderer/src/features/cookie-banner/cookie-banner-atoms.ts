import { atom } from 'jotai';

/** Whether the consent banner is on screen. */
export const cookieBannerOpenAtom = atom(false);

/**
 * Set by Close or Decline: the banner stays away while this app instance lives (route changes included)
 * but nothing is stored, so a reload or a later visit asks again.
 */
export const cookieBannerDismissedAtom = atom(false);
