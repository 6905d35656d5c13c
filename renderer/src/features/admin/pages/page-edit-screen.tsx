import { Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminPage } from '../../../lib/api/admin/pages-detail-query';
import { useUpdateAdminPage } from '../../../lib/api/admin/pages-update-mutation';
import { paths } from '../../../lib/paths';
import { AdminPageHeader } from '../shell/admin-page-header';
import { PageEditor } from './page-editor';
import { RevisionsDialog } from './revisions-dialog';
import { ScreenError, ScreenLoading } from './screen-states';
import { useIdParam } from './use-id-param';

export function PageEditScreen() {
  const id = useIdParam('pageId') ?? 0;
  const page = useAdminPage(id);
  const update = useUpdateAdminPage(id);

  if (page.isPending) return <ScreenLoading label="Loading the page" />;
  if (page.isError) return <ScreenError title="Could not load the page" message={page.error.message} />;
  const data = page.data;
  return (
    <>
      <AdminPageHeader
        title={`Edit page: ${data.title}`}
        description={
          <Link asChild variant="underline">
            <RouterLink to={paths.page(data.slug)}>{paths.page(data.slug)}</RouterLink>
          </Link>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.subpages(data.id)}>Subpages ({data.subpageCount})</RouterLink>
            </Button>
            <RevisionsDialog collection="pages" id={data.id} />
          </>
        }
      />
      {/* A save or a restore brings a new version: the editor starts over from it. */}
      <PageEditor
        key={data.updatedAt}
        kind="page"
        initial={data}
        originalSlug={data.slug}
        addressPrefix="/"
        submitLabel="Save page"
        savedMessage="Page saved"
        onSave={(document) => update.mutateAsync(document)}
      />
    </>
  );
}
