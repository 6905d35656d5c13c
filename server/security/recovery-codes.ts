import { createHash, randomInt } from 'node:crypto';
import { normaliseCode, recoveryCodeCount } from '../../contract/two-factor';

/** No 0/o, 1/l/i: a code copied from paper should not be mistyped. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: ten characters (about 50 bits), shown as `abcde-fghjk`. */
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function createRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, recoveryCode);
}

/** Stored instead of the code; case, spaces and the dash do not matter when it is typed back. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseCode(code).replace('-', '')).digest('hex');
}
