import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Credential } from '../fastify-types';

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

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

export const authentication = fp(async (app) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('credential', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credential = readCredential(request);
    if (!credential) return;
    request.credential = credential;
    request.currentUser = await app.repos.sessions.findUser(credential.secret, credential.kind);
  });
});
