import { useSearchParams } from 'react-router-dom';
import type { AuditLogFilter } from '../../../../../contract/admin/audit-log';
import { AuditLogQuerySchema } from '../../../../../contract/admin/audit-log';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import type { AuditLogParams } from '../api/audit-log-query';

const filterKeys = ['actor', 'action', 'item', 'from', 'to'] as const;

/**
 * The filter and page live in the URL, so a view of the log can be reloaded and handed to a colleague ("who
 * touched the careers page last week"). A hand-edited URL that does not parse shows the newest entries.
 */
export function useAuditLogSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = AuditLogQuerySchema.safeParse(Object.fromEntries(searchParams));
  const params: AuditLogParams = parsed.success ? parsed.data : { page: 1, pageSize: defaultPageSize };
  const filter: AuditLogFilter = {
    actor: params.actor,
    action: params.action,
    item: params.item,
    from: params.from,
    to: params.to,
  };

  const setFilter = (next: AuditLogFilter) => {
    const search = new URLSearchParams();
    for (const key of filterKeys) {
      const value = next[key];
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    setSearchParams(search);
  };

  const setPage = (page: number) => {
    const search = new URLSearchParams(searchParams);
    search.set('page', String(page));
    setSearchParams(search);
  };

  return { params, filter, setFilter, setPage };
}
