import { useSearchParams } from 'react-router-dom';
import type { SubmissionFilter, SubmissionFolder } from '../../../../../contract/admin/admin-submissions';
import { SubmissionListQuerySchema } from '../../../../../contract/admin/admin-submissions';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import type { SubmissionKindName } from '../api/submission-kinds';
import { submissionKinds } from '../api/submission-kinds';
import type { SubmissionListParams } from '../api/submissions-list-query';
import type { PageMove } from '../shell/page-moves';
import { cursorFromAddress, withMove } from '../shell/page-moves';

const filterKeys = ['status', 'from', 'to', 'q'] as const;

/**
 * The filter, folder and page (its cursor) live in the URL, so a filtered view can be reloaded, shared and returned
 * to. A hand-edited URL that does not parse falls back to the unfiltered first page of the inbox.
 */
export function useSubmissionSearch(kind: SubmissionKindName) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = SubmissionListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const params: SubmissionListParams = parsed.success
    ? { ...parsed.data, cursor: cursorFromAddress(submissionKinds[kind].cursorList, searchParams) }
    : { page: 1, pageSize: defaultPageSize };
  const folder: SubmissionFolder = params.folder ?? 'inbox';
  const filter: SubmissionFilter = {
    status: params.status,
    from: params.from,
    to: params.to,
    q: params.q,
    folder: params.folder,
  };

  /** The inbox is the default, so it is left out of the URL; a new filter or folder starts at the newest. */
  const show = (next: SubmissionFilter, nextFolder: SubmissionFolder) => {
    const search = new URLSearchParams();
    for (const key of filterKeys) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    if (nextFolder === 'spam') search.set('folder', 'spam');
    setSearchParams(search);
  };

  const move = (to: PageMove) => setSearchParams(withMove(searchParams, to));

  // `?open=42`: the desktop app's notification of one new submission opens it (see main/submission-notifier.ts).
  const open = Number(searchParams.get('open'));
  const opened = Number.isSafeInteger(open) && open > 0 ? open : null;

  return {
    params,
    filter,
    folder,
    /** The submission the address asks to show in the drawer, if any. */
    opened,
    /** Filters apply within the folder being looked at. */
    setFilter: (next: SubmissionFilter) => show(next, folder),
    /** Switching folders keeps the filters. */
    setFolder: (next: SubmissionFolder) => show(filter, next),
    move,
  };
}
