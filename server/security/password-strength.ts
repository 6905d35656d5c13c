import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { brand } from '../../contract/brand';
import { containedKnownWord, knownWords, siteWords } from './known-words';

/** zxcvbn's scale runs 0–4; 3 is "safely unguessable" for an online attack, what a sign-in form faces. */
const minimumScore = 3;

const usesPersonalWords = 'It uses your name, username or email address.';

let checker: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries are megabytes: loaded on the first password chosen, not at every server start. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        // zxcvbn's own wording for this one reads oddly ("personal or page related data").
        translations: {
          ...en.translations,
          warnings: { ...en.translations.warnings, userInputs: usesPersonalWords },
        },
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return checker;
}

/**
 * Why a chosen password is too easy to guess, in words a person can act on ("This is similar to a commonly used
 * password."), or null when it is strong enough. `personal` holds what an attacker knows about the account
 * (username, name, email), which a password must not lean on; nor on the site's own name, the first word anyone
 * guessing at this site tries (zxcvbn scored "aegisline2026" safe, not knowing the name).
 */
export async function weakPasswordReason(password: string, personal: readonly string[]): Promise<string | null> {
  const words = knownWords(personal);
  const contained = containedKnownWord(password, words);
  if (contained) return `Choose a harder password: ${containsReason(contained)}`;
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, words);
  if (result.score >= minimumScore) return null;
  const advice = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'It is too easy to guess.';
  return `Choose a harder password: ${advice}`;
}

function containsReason(word: string): string {
  return siteWords.some((site) => site.toLowerCase() === word)
    ? `It contains the site's name (${brand.name}).`
    : usesPersonalWords;
}
