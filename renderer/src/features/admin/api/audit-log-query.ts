import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogFilter } from '../../../../../contract/admin/audit-log';
import { AuditLogPageSchema } from '../../../../../contract/admin/audit-log';
import { apiRequest } from '../../../lib/api/request';
import { downloadFile } from './download-file';

export const auditLogPath = '/api/admin/audit-log';

export interface AuditLogParams extends AuditLogFilter {
  page: number;
  pageSize: number;
  /** An answer's `nextCursor` or `prevCursor`: the page starts there, and `page` is not sent. */
  cursor?: string | undefined;
}

/** Only the filters that are set, so the query string (and the export's) carries no empty keys. */
export function auditLogSearch(params: Partial<AuditLogParams>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' && params.cursor) continue;
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const auditLogKey = ['admin', 'audit-log'] as const;

export function getAuditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...auditLogKey, params] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${auditLogPath}${auditLogSearch(params)}`, { schema: AuditLogPageSchema, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(getAuditLogQueryOptions(params));
}

/** Every entry the filter matches (all pages), as the list shows them. */
export function exportAuditLogCsv(filter: AuditLogFilter): Promise<void> {
  return downloadFile(`${auditLogPath}/export.csv${auditLogSearch(filter)}`, 'audit-log.csv');
}
