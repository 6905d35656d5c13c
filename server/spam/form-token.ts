import { createHmac, timingSafeEqual } from 'node:crypto';
import { formTokenMaxAgeMs, formTokenMinAgeMs } from '../../contract/submissions';

/**
 * A form token is `<issuedAtMs>.<hmac>`: the moment the server saw the form drawn, signed so a bot
 * cannot claim it waited. It is not secret and not single-use; it only makes the time trap unforgeable.
 */

export type FormTokenCheck =
  | { kind: 'valid'; ageMs: number }
  | { kind: 'missing' }
  | { kind: 'forged' }
  | { kind: 'too-fresh'; ageMs: number; minAgeMs: number }
  | { kind: 'expired'; ageMs: number };

const tokenFormat = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

// The purpose is part of what is signed, so this key's signatures can never be replayed elsewhere.
const signature = (secret: string, issuedAtMs: number) =>
  createHmac('sha256', secret).update(`form-token:v1:${issuedAtMs}`).digest('base64url');

export function signFormToken(secret: string, issuedAtMs: number): string {
  return `${issuedAtMs}.${signature(secret, issuedAtMs)}`;
}

export function checkFormToken(
  token: string | undefined,
  secret: string,
  nowMs: number,
  minAgeMs: number = formTokenMinAgeMs,
): FormTokenCheck {
  if (token === undefined || token.trim() === '') return { kind: 'missing' };
  const match = tokenFormat.exec(token.trim());
  if (!match) return { kind: 'forged' };
  const issuedAtMs = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAtMs));
  const given = Buffer.from(match[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  // A token "from the future" (instances' clocks a little apart) is as suspicious as a fresh one.
  const ageMs = nowMs - issuedAtMs;
  if (ageMs < minAgeMs) return { kind: 'too-fresh', ageMs, minAgeMs };
  if (ageMs > formTokenMaxAgeMs) return { kind: 'expired', ageMs };
  return { kind: 'valid', ageMs };
}
