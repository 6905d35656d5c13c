import { randomBytes } from 'node:crypto';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error';
import { checkFormToken, signFormToken } from './form-token';
import type { SpamVerdict } from './spam-verdict';
import { judgeSubmission } from './spam-verdict';

const secretName = 'form-token';

export interface FormGuard {
  issueToken(): Promise<string>;
  assess(input: { website: string | undefined; formToken: string | undefined; text: string }): Promise<SpamVerdict>;
  /** preHandler for both forms: one budget for every address together, against a flood from many. */
  globalLimit: preHandlerAsyncHookHandler;
}

/** The spam checks and limits the two public forms share, bound to one app. */
export function createFormGuard(app: FastifyInstance): FormGuard {
  // Read from the database once per process: every instance signs with the same key, and a failed
  // read is retried by the next request instead of being remembered.
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= app.repos.serverSecrets
      .getOrCreate(secretName, () => randomBytes(32).toString('base64url'))
      .catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
    return secret;
  };

  // A constant key makes one counter for every address: it keeps the database from being flooded. On SQLite
  // it is the one process's; on PostgreSQL the counters are in the database, so it holds for every instance.
  const limiter = app.createRateLimit({ ...app.rateLimits.submissionsGlobal, keyGenerator: () => 'public-forms' });
  const globalLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, 'Too many requests: please wait a minute and try again');
    }
  };

  return {
    async issueToken() {
      return signFormToken(await loadSecret(), Date.now());
    },
    async assess({ website, formToken, text }) {
      const token = checkFormToken(formToken, await loadSecret(), Date.now(), app.formTimeTrapMs);
      return judgeSubmission({ honeypot: website, token, text });
    },
    globalLimit,
  };
}
