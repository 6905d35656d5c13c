import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminPage } from '../api/pages-detail-query';
import { useAdminSubpages } from '../api/subpages-list-query';
import { paths } from '../../../lib/paths';
import { ListFilters, useListQuery } from '../shell/list-filters';
import { subpageColumns } from '../shell/page-columns';
import { ScreenError } from '../shell/screen-states';
import { useIdParam } from '../shell/use-id-param';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable } from '../shell/data-table';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';

export function SubpagesListScreen() {
  const pageId = useIdParam('pageId') ?? 0;
  const canEdit = useCanEdit();
  const [query, update] = useListQuery();
  const parent = useAdminPage(pageId);
  const subpages = useAdminSubpages(pageId, query);
  const parentTitle = parent.data?.title ?? '…';
  return (
    <>
      <AdminPageHeader
        title={`Subpages of ${parentTitle}`}
        description={parent.data && `Each one lives at /${parent.data.slug}/{slug}.`}
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.pageEdit(pageId)}>Edit {parentTitle}</RouterLink>
            </Button>
            {canEdit && (
              <Button asChild colorPalette="navy">
                <RouterLink to={paths.admin.subpageNew(pageId)}>New subpage</RouterLink>
              </Button>
            )}
          </>
        }
      />
      {!canEdit && <ReadOnlyNotice />}
      <ListFilters label="subpages" />
      {subpages.isError ? (
        <ScreenError title="Could not load the subpages" message={subpages.error.message} />
      ) : (
        <DataTable
          caption={`Subpages of ${parentTitle}`}
          columns={subpageColumns}
          data={subpages.data?.items ?? []}
          loading={subpages.isPending}
          emptyText="No subpages yet."
          getRowId={(row) => String(row.id)}
          pager={{
            page: query.page,
            pageSize: query.pageSize,
            total: subpages.data?.total ?? 0,
            onPageChange: (page) => update({ page: String(page) }),
          }}
        />
      )}
    </>
  );
}
