import { useSearchParams } from 'react-router-dom';
import type { AuditLogFilter } from '../../../../../contract/admin/audit-log';
import { AuditLogQuerySchema } from '../../../../../contract/admin/audit-log';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import type { AuditLogParams } from '../api/audit-log-query';
import type { PageMove } from '../shell/page-moves';
import { cursorFromAddress, withMove } from '../shell/page-moves';

const filterKeys = ['actor', 'action', 'item', 'from', 'to'] as const;

/**
 * The filter and the page (its cursor) live in the URL, so a view of the log can be reloaded and handed to a colleague ("who
 * touched the careers page last week"). A hand-edited URL that does not parse shows the newest entries.
 */
export function useAuditLogSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = AuditLogQuerySchema.safeParse(Object.fromEntries(searchParams));
  const params: AuditLogParams = parsed.success
    ? { ...parsed.data, cursor: cursorFromAddress('audit-log', searchParams) }
    : { page: 1, pageSize: defaultPageSize };
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

  const move = (to: PageMove) => setSearchParams(withMove(searchParams, to));

  return { params, filter, setFilter, move };
}
