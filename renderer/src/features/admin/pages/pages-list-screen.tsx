import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminPages } from '../api/pages-list-query';
import { paths } from '../../../lib/paths';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable } from '../shell/data-table';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { ListFilters, useListQuery } from '../shell/list-filters';
import { pageColumns } from '../shell/page-columns';
import { ScreenError } from '../shell/screen-states';

export function PagesListScreen() {
  const canEdit = useCanEdit();
  const [query, update] = useListQuery();
  const pages = useAdminPages(query);
  return (
    <>
      <AdminPageHeader
        title="Pages"
        description="Every page of the site, drafts included."
        actions={
          canEdit && (
            <Button asChild colorPalette="navy">
              <RouterLink to={paths.admin.pageNew}>New page</RouterLink>
            </Button>
          )
        }
      />
      {!canEdit && <ReadOnlyNotice />}
      <ListFilters label="pages" />
      {pages.isError ? (
        <ScreenError title="Could not load the pages" message={pages.error.message} />
      ) : (
        <DataTable
          caption="Pages"
          columns={pageColumns}
          data={pages.data?.items ?? []}
          loading={pages.isPending}
          emptyText="No pages match."
          getRowId={(row) => String(row.id)}
          cursorPager={{
            answer: pages.data,
            page: query.page,
            pageSize: query.pageSize,
            labels: { back: 'Previous', forward: 'Next' },
            onMove: (move) => update('cursor' in move ? { cursor: move.cursor } : { page: String(move.page) }),
          }}
        />
      )}
    </>
  );
}
