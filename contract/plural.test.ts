import { describe, expect, it } from 'vitest';
import { nounFor, plural } from './plural';

describe('plural', () => {
  it('puts one thing in the singular and none or several in the plural', () => {
    expect([0, 1, 2].map((count) => plural(count, 'row'))).toEqual(['0 rows', '1 row', '2 rows']);
    expect([0, 1, 2].map((count) => plural(count, 'contact submission'))).toEqual([
      '0 contact submissions',
      '1 contact submission',
      '2 contact submissions',
    ]);
  });

  it('takes both forms of a noun whose plural is not its singular plus "s"', () => {
    const entry = { one: 'entry', other: 'entries' };
    expect([0, 1, 2, 21].map((count) => plural(count, entry))).toEqual([
      '0 entries',
      '1 entry',
      '2 entries',
      '21 entries',
    ]);
  });

  it('gives the noun alone for wording that puts the count elsewhere', () => {
    expect(nounFor(1, { one: 'account is', other: 'accounts are' })).toBe('account is');
    expect(nounFor(3, { one: 'account is', other: 'accounts are' })).toBe('accounts are');
  });
});
