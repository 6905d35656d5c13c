import { describe, expect, it } from 'vitest';
import { containedKnownWord, knownWords } from './known-words';
import { weakPasswordReason } from './password-strength';

const sam = ['sam.taylor', 'Sam Taylor', 'sam.taylor@northwind-labs.example'];

describe('knownWords', () => {
  it("splits names and emails into their parts and adds the site's name and domain", () => {
    const words = knownWords(sam);
    expect(words).toEqual(expect.arrayContaining(['aegisline', 'taylor', 'northwind', 'labs', 'sam taylor']));
    expect(words).not.toContain('example');
    expect(words).not.toContain('sam');
  });
});

describe('containedKnownWord', () => {
  it('finds a word whatever the case and the separators around it', () => {
    expect(containedKnownWord('Aegis-Line!2026', ['aegisline'])).toBe('aegisline');
    expect(containedKnownWord('quiet-harbour-lantern', ['aegisline'])).toBeNull();
  });
});

describe('weakPasswordReason', () => {
  it.each([
    ['aegisline2026', /site's name \(Aegisline\)/],
    ['AegisLine#Harbour-Lantern', /site's name/],
    ['Taylor-quiet-harbour-91', /your name, username or email address/],
    ['northwind-glacier-umbra', /your name, username or email address/],
  ])('refuses %s and says why', async (password, reason) => {
    const refused = await weakPasswordReason(password, sam);
    expect(refused).toMatch(/^Choose a harder password: /);
    expect(refused).toMatch(reason);
  });

  it('accepts a long passphrase that leans on nothing known', async () => {
    expect(await weakPasswordReason('quiet-harbour-lantern-42', sam)).toBeNull();
  });

  it('still refuses what zxcvbn scores low', async () => {
    expect(await weakPasswordReason('password1234', sam)).toMatch(/commonly used password/);
  });
});
