import { describe, expect, it } from 'vitest';
import { foldCase } from './case-fold';
import { caseExceptions, restoreCase } from './case-exceptions';

function roundTrip(original: string, start = 0, end = original.length): string {
  const folded = foldCase(original);
  return restoreCase(folded, caseExceptions(original, folded), start, end);
}

describe('case exceptions', () => {
  it('give back the original text, or any stretch of it, from the folded one', () => {
    const text = 'Zero Trust for ÅLAND and İstanbul: ΣΟΦΙΑ, CISO-led.';
    expect(roundTrip(text)).toBe(text);
    expect(roundTrip(text, 5, 20)).toBe(text.slice(5, 20));
    expect(roundTrip(text, 0, 1)).toBe('Z');
    expect(roundTrip('all lower case')).toBe('all lower case');
  });

  it('cross distances longer than one UTF-16 unit holds', () => {
    const text = `A${'x'.repeat(200_000)}B${'y'.repeat(70_000)}C`;
    expect(roundTrip(text)).toBe(text);
    expect(roundTrip(text, 199_990, 200_010)).toBe(text.slice(199_990, 200_010));
  });

  it('cost a few characters per capital, not a copy of the text', () => {
    const text = 'Security reviews for the Board. '.repeat(100);
    expect(caseExceptions(text, foldCase(text)).length).toBe(2 * 2 * 100);
  });
});
