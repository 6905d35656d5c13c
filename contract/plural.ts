/**
 * "1 row", "2 rows", "0 rows": a count with its noun in the right form, chosen by `Intl.PluralRules` (English, as
 * the site is written), so no wording picks a form by hand. A noun whose plural is not its singular plus "s" gives
 * both forms.
 */
const rules = new Intl.PluralRules('en');

export interface NounForms {
  one: string;
  other: string;
}

export function nounFor(count: number, noun: string | NounForms): string {
  const forms = typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The count and its noun: `plural(1, 'row')` is "1 row", `plural(2, { one: 'entry', other: 'entries' })` "2 entries". */
export function plural(count: number, noun: string | NounForms): string {
  return `${count} ${nounFor(count, noun)}`;
}
