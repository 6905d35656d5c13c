import { useSearchParams } from 'react-router-dom';
import type { SubmissionFilter } from '../../../../../contract/admin/admin-submissions';
import { SubmissionListQuerySchema } from '../../../../../contract/admin/admin-submissions';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import type { SubmissionListParams } from '../../../lib/api/admin/submissions-list-query';

const filterKeys = ['status', 'from', 'to', 'q'] as const;

/**
 * The filter and page live in the URL, so a filtered view can be reloaded, shared and returned to.
 * A hand-edited URL that does not parse falls back to the unfiltered first page.
 */
export function useSubmissionSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = SubmissionListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const params: SubmissionListParams = parsed.success ? parsed.data : { page: 1, pageSize: defaultPageSize };
  const filter: SubmissionFilter = { status: params.status, from: params.from, to: params.to, q: params.q };

  const setFilter = (next: SubmissionFilter) => {
    const search = new URLSearchParams();
    for (const key of filterKeys) {
      const value = next[key];
      if (value) search.set(key, value);
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
