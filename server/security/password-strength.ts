import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale runs 0–4; 3 is "safely unguessable" for an online attack, what a sign-in form faces. */
const minimumScore = 3;

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
          warnings: { ...en.translations.warnings, userInputs: 'It uses your name, username or email address.' },
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
 * (username, name, email), which a password must not lean on.
 */
export async function weakPasswordReason(password: string, personal: readonly string[]): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, personal.filter(Boolean));
  if (result.score >= minimumScore) return null;
  const advice = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'It is too easy to guess.';
  return `Choose a harder password: ${advice}`;
}
