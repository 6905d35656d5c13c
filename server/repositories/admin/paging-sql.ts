import type { PagingQuery } from '../../../contract/admin/paging';

export function offsetOf(paging: PagingQuery): number {
  return (paging.page - 1) * paging.pageSize;
}

/** Drivers answer `count(*)` as a number (SQLite) or a string/bigint (PostgreSQL). */
export function countValue(row: { count: number | string | bigint } | undefined): number {
  return Number(row?.count ?? 0);
}
