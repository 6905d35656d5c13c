import { describe, expect, it } from 'vitest';
import type { FormTokenCheck } from './form-token';
import { judgeSubmission, spamScoreThreshold } from './spam-verdict';

const valid: FormTokenCheck = { kind: 'valid', ageMs: 40_000 };
const plain = 'We would like to discuss a zero trust assessment for our claims platform.';

describe('judgeSubmission', () => {
  it('keeps a plain message with a good token in the inbox', () => {
    expect(judgeSubmission({ honeypot: undefined, token: valid, text: plain })).toEqual({
      folder: 'inbox',
      score: 0,
      reasons: [],
    });
  });

  it('files a filled honeypot, a forged token or a too-fresh token as spam on their own', () => {
    const cases: { honeypot?: string; token: FormTokenCheck; reason: RegExp }[] = [
      { honeypot: 'http://spam.example', token: valid, reason: /hidden field/ },
      { token: { kind: 'forged' }, reason: /forged/ },
      { token: { kind: 'too-fresh', ageMs: 1200, minAgeMs: 3000 }, reason: /sent 1\.2 s after the form was drawn/ },
    ];
    for (const { honeypot, token, reason } of cases) {
      const verdict = judgeSubmission({ honeypot, token, text: plain });
      expect(verdict.folder, String(reason)).toBe('spam');
      expect(verdict.reasons.join(' '), String(reason)).toMatch(reason);
    }
  });

  it('lets a missing or day-old token only count toward spam', () => {
    for (const token of [{ kind: 'missing' }, { kind: 'expired', ageMs: 2 * 86_400_000 }] as const) {
      expect(judgeSubmission({ honeypot: '', token, text: plain }).folder, token.kind).toBe('inbox');
      // …but together with a spam phrase it is enough.
      const verdict = judgeSubmission({ honeypot: '', token, text: `${plain} Cheap viagra here.` });
      expect(verdict.folder, token.kind).toBe('spam');
      expect(verdict.score).toBeGreaterThanOrEqual(spamScoreThreshold);
    }
  });

  it('files spammy content as spam even with a good token', () => {
    const verdict = judgeSubmission({
      honeypot: undefined,
      token: valid,
      text: 'Best online casino! Cheap cialis at http://a.example http://b.example http://c.example',
    });
    expect(verdict.folder).toBe('spam');
    expect(verdict.reasons).toEqual(['It holds 3 links', 'It reads like gambling', 'It reads like pharmacy spam']);
  });
});
