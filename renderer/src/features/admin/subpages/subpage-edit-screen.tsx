import { Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminSubpage } from '../../../lib/api/admin/subpages-detail-query';
import { useUpdateAdminSubpage } from '../../../lib/api/admin/subpages-update-mutation';
import { paths } from '../../../lib/paths';
import { PageEditor } from '../pages/page-editor';
import { RevisionsDialog } from '../pages/revisions-dialog';
import { ScreenError, ScreenLoading } from '../pages/screen-states';
import { useIdParam } from '../pages/use-id-param';
import { AdminPageHeader } from '../shell/admin-page-header';

export function SubpageEditScreen() {
  const id = useIdParam('subpageId') ?? 0;
  const subpage = useAdminSubpage(id);
  const update = useUpdateAdminSubpage(id);

  if (subpage.isPending) return <ScreenLoading label="Loading the subpage" />;
  if (subpage.isError) return <ScreenError title="Could not load the subpage" message={subpage.error.message} />;
  const data = subpage.data;
  const address = paths.subpage(data.parentSlug, data.slug);
  return (
    <>
      <AdminPageHeader
        title={`Edit subpage: ${data.title}`}
        description={
          <Link asChild variant="underline">
            <RouterLink to={address}>{address}</RouterLink>
          </Link>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.subpages(data.pageId)}>All subpages</RouterLink>
            </Button>
            <RevisionsDialog collection="subpages" id={data.id} />
          </>
        }
      />
      <PageEditor
        key={data.updatedAt}
        kind="subpage"
        initial={data}
        originalSlug={data.slug}
        addressPrefix={`/${data.parentSlug}/`}
        submitLabel="Save subpage"
        savedMessage="Subpage saved"
        onSave={(document) => update.mutateAsync(document)}
      />
    </>
  );
}
