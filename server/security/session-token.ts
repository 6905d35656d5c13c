import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the secret a client holds (cookie value or bearer token). */
export function createSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database does not hand out live sessions. */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
