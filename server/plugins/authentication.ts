import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Credential } from '../fastify-types';
import type { SessionClient } from '../repositories/sessions-repository';
import { withTwoFactorDemand } from '../security/two-factor-policy';

export const sessionCookieName = 'sid';

export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** A bearer token wins over a cookie: the hosted backend's clients send one, the local backend's send the other. */
function readCredential(request: FastifyRequest): Credential | null {
  const token = bearerSecret(request);
  if (token) return { secret: token, kind: 'token' };
  const cookie = request.cookies[sessionCookieName];
  return cookie ? { secret: cookie, kind: 'cookie' } : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string, ttlMs: number): void {
  reply.setCookie(sessionCookieName, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

/** What "Your sessions" shows to tell this sign-in apart from the others. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

export const authentication = fp(async (app) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('credential', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credential = readCredential(request);
    if (!credential) return;
    request.credential = credential;
    const match = await app.repos.sessions.find(credential.secret, credential.kind);
    request.currentUser = match ? withTwoFactorDemand(app.twoFactorPolicy, match.user) : null;
    request.sessionId = match?.sessionId ?? null;
  });
});
