import type { RateLimits } from '../fastify-types';
import type { LoginThrottlePolicy } from './login-throttle';

/**
 * Limits a hundred times looser, for browser tests only (E2E_RELAXED_RATE_LIMITS): they sign in, fail on
 * purpose and post forms many times a minute from one address. Never for a deployed server.
 */
export function relaxedRateLimits(limits: RateLimits): RateLimits {
  const entries = Object.entries(limits).map(([key, rule]) => [key, { ...rule, max: rule.max * 100 }]);
  return Object.fromEntries(entries) as RateLimits;
}

export function relaxedLoginThrottle(policy: LoginThrottlePolicy): LoginThrottlePolicy {
  return {
    ...policy,
    perAccountAndSource: { ...policy.perAccountAndSource, freeFailures: policy.perAccountAndSource.freeFailures * 100 },
    perSource: { ...policy.perSource, freeFailures: policy.perSource.freeFailures * 100 },
  };
}
