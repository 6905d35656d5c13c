import type { RateLimits } from '../fastify-types';
import type { BackoffRule, LoginThrottlePolicy } from './login-throttle';

/**
 * Limits a hundred times looser, for browser tests only (E2E_RELAXED_RATE_LIMITS): they sign in, fail on
 * purpose and post forms many times a minute from one address. Never for a deployed server.
 */
export function relaxedRateLimits(limits: RateLimits): RateLimits {
  const entries = Object.entries(limits).map(([key, rule]) => [key, { ...rule, max: rule.max * 100 }]);
  return Object.fromEntries(entries) as RateLimits;
}

const relaxed = (rule: BackoffRule): BackoffRule => ({ ...rule, freeFailures: rule.freeFailures * 100 });

export function relaxedLoginThrottle(policy: LoginThrottlePolicy): LoginThrottlePolicy {
  const { secondFactor } = policy;
  return {
    ...policy,
    perAccountAndSource: relaxed(policy.perAccountAndSource),
    perSource: relaxed(policy.perSource),
    secondFactor: {
      ...secondFactor,
      perAccount: relaxed(secondFactor.perAccount),
      perSource: relaxed(secondFactor.perSource),
    },
  };
}
