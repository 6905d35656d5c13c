import { Box, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import type { RenameReport } from '../../../../../contract/admin/admin-redirects';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { useDeleteAdminSubpage } from '../api/subpages-delete-mutation';
import { getAdminSubpage, useAdminSubpage } from '../api/subpages-detail-query';
import { useUpdateAdminSubpage } from '../api/subpages-update-mutation';
import { paths } from '../../../lib/paths';
import { DeleteDocumentButton } from '../editor/delete-document-button';
import { PageEditor } from '../editor/page-editor';
import { RenameNotice } from '../editor/rename-notice';
import { PresenceNote } from '../editor/presence-note';
import { PublicationControls } from '../editor/publication-controls';
import { RevisionsDialog } from '../editor/revisions-dialog';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { useIdParam } from '../shell/use-id-param';
import { AdminPageHeader } from '../shell/admin-page-header';

export function SubpageEditScreen() {
  const id = useIdParam('subpageId') ?? 0;
  const subpage = useAdminSubpage(id);
  const update = useUpdateAdminSubpage(id);
  const remove = useDeleteAdminSubpage(id);
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  // Kept here, not in the editor: a save remounts the editor, and the notice must outlive that.
  const [rename, setRename] = useState<RenameReport | null>(null);

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
            <RevisionsDialog collection="subpages" id={data.id} onReload={() => void subpage.refetch()} />
            <DeleteDocumentButton
              label="Delete subpage"
              question={`Delete “${data.title}”?`}
              consequence={`${address} stops existing for visitors, with its revisions. This cannot be undone.`}
              deletedMessage="Subpage deleted"
              onDelete={() => remove.mutateAsync()}
              onDeleted={() => leaveAnyway(() => void navigate(paths.admin.subpages(data.pageId)))}
              onReload={() => void subpage.refetch()}
            />
          </>
        }
      />
      <PresenceNote collection="subpages" itemKey={String(data.id)} />
      {rename && (
        <Box mb="6">
          <RenameNotice report={rename} />
        </Box>
      )}
      <PageEditor
        key={data.updatedAt}
        kind="subpage"
        initial={data}
        originalSlug={data.slug}
        addressPrefix={`/${data.parentSlug}/`}
        submitLabel="Save draft"
        savedMessage="Draft saved"
        onSave={async (document, version = data.version) => {
          const saved = await update.mutateAsync({ payload: document, version });
          setRename(saved.rename ?? null);
          return saved;
        }}
        unsavedEditsKey={`subpage:${data.id}`}
        versioning={{
          version: data.version,
          loadCurrent: () => getAdminSubpage(id),
          // A refetch replaces the query data, so the editor (keyed by its save time) reopens on theirs.
          takeTheirs: () => void subpage.refetch(),
          live: { collection: 'subpages', key: String(data.id) },
        }}
        publishing={{ controls: (dirty) => <PublicationControls collection="subpages" item={data} dirty={dirty} /> }}
      />
    </>
  );
}
