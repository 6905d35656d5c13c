import type { Live } from './fuzz-live';
import type { Prng } from './prng';

/**
 * Credentials that are wrong in every way a client can get them wrong: garbage, revoked, in the wrong scheme,
 * doubled, oversized, a valid one mangled. Made when the case is sent, from the live sessions.
 */
export interface BadAuth {
  label: string;
  headers: (live: Live) => [string, string][];
}

function expiredLookingJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, role: 'admin', exp: 946684800 })}.c2lnbmF0dXJl`;
}

const token = (live: Live) => live.accounts.admin.token;
const cookie = (live: Live) => live.accounts.admin.cookie;

export const badAuthVariants: readonly BadAuth[] = [
  { label: 'garbage bearer', headers: () => [['Authorization', 'Bearer 1x7garbage']] },
  { label: 'empty bearer', headers: () => [['Authorization', 'Bearer ']] },
  { label: 'bare Bearer', headers: () => [['Authorization', 'Bearer']] },
  { label: 'bearer with spaces', headers: (live) => [['Authorization', `Bearer ${token(live)} extra`]] },
  {
    label: 'lowercase scheme, last char changed',
    headers: (live) => [['Authorization', `bearer ${token(live).slice(0, -1)}x`]],
  },
  { label: '8 KB bearer', headers: () => [['Authorization', `Bearer ${'A'.repeat(8000)}`]] },
  { label: 'NUL in bearer', headers: (live) => [['Authorization', `Bearer ${token(live)}\u0000`]] },
  { label: 'expired-looking JWT', headers: () => [['Authorization', `Bearer ${expiredLookingJwt()}`]] },
  { label: 'revoked token', headers: (live) => [['Authorization', `Bearer ${live.ctx.revokedToken}`]] },
  { label: 'basic auth', headers: () => [['Authorization', `Basic ${Buffer.from('admin:admin').toString('base64')}`]] },
  { label: 'token in other scheme', headers: (live) => [['Authorization', `Token ${token(live)}`]] },
  {
    label: 'two authorization headers',
    headers: (live) => [
      ['Authorization', 'Bearer x'],
      ['Authorization', `Bearer ${token(live)}`],
    ],
  },
  { label: 'garbage cookie', headers: () => [['Cookie', 'sid=123456789']] },
  { label: 'empty cookie', headers: () => [['Cookie', 'sid=']] },
  { label: 'bad cookie encoding', headers: () => [['Cookie', 'sid=%ZZ%; other=%E0%A4%A']] },
  { label: 'quoted cookie', headers: (live) => [['Cookie', `sid="${cookie(live).slice(4)}"`]] },
  { label: 'cookie soup', headers: (live) => [['Cookie', `sid=x; sid=${cookie(live).slice(4)}; ;;= ; =; a`]] },
  { label: '8 KB cookie', headers: () => [['Cookie', `sid=${'c'.repeat(8000)}`]] },
  {
    label: 'garbage bearer over a good cookie',
    headers: (live) => [
      ['Authorization', 'Bearer nope'],
      ['Cookie', cookie(live)],
    ],
  },
  { label: 'revoked token as cookie', headers: (live) => [['Cookie', `sid=${live.ctx.revokedToken}`]] },
  { label: 'token as cookie', headers: (live) => [['Cookie', `sid=${token(live)}`]] },
  {
    label: 'good cookie, foreign Origin',
    headers: (live) => [
      ['Cookie', cookie(live)],
      ['Origin', 'http://evil.example'],
    ],
  },
];

export const pickBadAuth = (rng: Prng) => rng.pick(badAuthVariants);
