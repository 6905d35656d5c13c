import { brand } from '../../contract/brand';

/**
 * What an attacker knows before guessing: the site's name and its domain, and the account's username, name and
 * email. An email counts by its parts too ("sam.taylor@aegisline.example" → "sam", "taylor", "aegisline"), and a
 * name by its words, because a password leans on a part as easily as on the whole.
 */
export const siteWords: readonly string[] = [brand.name, ...brand.email.split('@')[1].split('.')];

/** The words a password must not be built on, lower case, each at least 4 letters (shorter ones hit by chance). */
export function knownWords(personal: readonly string[]): string[] {
  const words = new Set<string>();
  for (const entry of [...siteWords, ...personal]) {
    const whole = entry.trim().toLowerCase();
    if (whole.length >= minimumLength) words.add(whole);
    for (const part of whole.split(/[^\p{L}\p{N}]+/u)) if (part.length >= minimumLength) words.add(part);
  }
  for (const generic of ignoredParts) words.delete(generic);
  return [...words];
}

const minimumLength = 4;

/** Domain endings and the placeholder domain carry no knowledge of the account. */
const ignoredParts = new Set(['example', 'com', 'net', 'org', 'mail', 'gmail']);

/** The first known word the password contains, ignoring case and anything but letters and digits between. */
export function containedKnownWord(password: string, words: readonly string[]): string | null {
  const squashed = squash(password);
  return words.find((word) => squash(word).length >= minimumLength && squashed.includes(squash(word))) ?? null;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
