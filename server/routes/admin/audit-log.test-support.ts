import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuditEntry } from '../../../contract/admin/audit-log';
import { AuditLogPageSchema } from '../../../contract/admin/audit-log';
import type { AuthHeaders } from './admin.test-support';
import { call, newPage } from './admin.test-support';

/** The newest hundred audit log entries matching `query` (`&action=…`), read as an admin through the API. */
export async function readAuditLog(app: FastifyInstance, admin: AuthHeaders, query = ''): Promise<AuditEntry[]> {
  const response = await call(app, 'GET', `/api/admin/audit-log?pageSize=100${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return AuditLogPageSchema.parse(response.json()).items;
}

/** A new draft page (`newPage`), made by `headers`; answers its id. */
export async function createAuditedPage(app: FastifyInstance, headers: AuthHeaders): Promise<number> {
  const response = await call(app, 'POST', '/api/admin/pages', headers, newPage);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
