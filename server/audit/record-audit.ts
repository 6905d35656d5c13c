import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStyle } from '../../contract/account';
import type { AuditRecord } from '../repositories/audit-log-repository';
import { sessionStyle } from '../security/describe-device';

/** What a route says about what it did; who, from where and how signed in come from the request. */
export type AuditEvent = Pick<AuditRecord, 'action' | 'item' | 'summary'> & {
  /** Only for acts before anyone is signed in (sign-in, registration, an invitation accepted). */
  actor?: AuditRecord['actor'];
  authStyle?: SessionStyle | null;
};

/** The way the signed-in person's request came: cookie, token, or the desktop app's token. */
export function requestAuthStyle(request: FastifyRequest): SessionStyle | null {
  if (!request.credential) return null;
  return sessionStyle(request.credential.kind, request.headers['user-agent'] ?? null);
}

/**
 * Appends one entry for something a request did, after it was done. A failure to write the entry is logged as
 * an error and does not turn the (already committed) change into an error answer: the person would retry a
 * change that has happened. The error line carries the whole entry, but a dead connection loses it: a change that
 * can share a transaction with its entry uses changeWithAudit instead (the account and user changes do).
 */
export async function recordAudit(app: FastifyInstance, request: FastifyRequest, event: AuditEvent): Promise<void> {
  const record = auditRecordOf(request, event);
  try {
    await app.repos.auditLog.append(record);
  } catch (error) {
    request.log.error({ err: error, audit: record }, 'audit log entry could not be written');
  }
}

/** The whole entry for an event of a request: the event, plus who (unless given), from where and how signed in. */
export function auditRecordOf(request: FastifyRequest, event: AuditEvent): AuditRecord {
  const user = request.currentUser;
  return {
    action: event.action,
    actor: event.actor !== undefined ? event.actor : user ? { id: user.id, name: user.displayName } : null,
    item: event.item ?? null,
    summary: event.summary ?? '',
    ip: request.ip,
    authStyle: event.authStyle !== undefined ? event.authStyle : requestAuthStyle(request),
  };
}

/** The same for the server's own acts (retention purges, scheduled publishing), which no request or person made. */
export async function recordSystemAudit(
  app: FastifyInstance,
  event: Pick<AuditRecord, 'action' | 'summary' | 'item'>,
): Promise<void> {
  const record: AuditRecord = { item: null, ...event, actor: null, ip: null, authStyle: null };
  try {
    await app.repos.auditLog.append(record);
  } catch (error) {
    app.log.error({ err: error, audit: record }, 'audit log entry could not be written');
  }
}
