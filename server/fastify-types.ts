import type { Kysely } from 'kysely';
import type { RequireTwoFactor } from '../contract/two-factor';
import type { User } from '../contract/user';
import type { Database } from './db/schema';
import type { ImageQueue } from './media/image-queue';
import type { Repositories } from './repositories/repositories';
import type { LoginThrottlePolicy } from './security/login-throttle';
import type { SessionKind } from './repositories/sessions-repository';

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

export interface RateLimits {
  /** Sign-in requests per IP, cookie and token login counted together (failures also back off: loginThrottle). */
  login: RateLimitRule;
  register: RateLimitRule;
  /** Contact and job forms per IP. */
  submissions: RateLimitRule;
  /** Contact and job forms together from every IP, against a flood from many addresses at once. */
  submissionsGlobal: RateLimitRule;
  /** The link tool's searches per signed-in user: it asks as staff type, so a loop or a script is what this stops. */
  linkTargets: RateLimitRule;
  /** Presence heartbeats and opened event streams per person, each route counted apart. */
  presence: RateLimitRule;
}

export interface Credential {
  secret: string;
  kind: SessionKind;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    repos: Repositories;
    /** The same repositories bound to a transaction (changeWithAudit), with the app's session lifetimes. */
    reposIn: (db: Kysely<Database>) => Repositories;
    rateLimits: RateLimits;
    loginThrottle: LoginThrottlePolicy;
    /** A form sent sooner than this after its token was issued is filed as spam. */
    formTimeTrapMs: number;
    dataDir: string;
    /** SITE_REQUIRE_2FA: who must turn two-factor on before doing anything else. */
    twoFactorPolicy: RequireTwoFactor;
    /** Where uploaded images wait for their turn to be decoded and encoded (a few at once). */
    imageQueue: ImageQueue;
    /** What the rendered-page cache holds now (tests and the robustness harness). */
    pageCacheStats: () => { entries: number; bytes: number };
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from a bearer token or the session cookie. */
    currentUser: User | null;
    credential: Credential | null;
    /** The session behind that credential, so "Your sessions" can mark it and "sign out the others" keep it. */
    sessionId: number | null;
  }
}
