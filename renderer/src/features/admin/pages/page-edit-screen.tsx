import { Box, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import type { RenameReport } from '../../../../../contract/admin/admin-redirects';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { useDeleteAdminPage } from '../api/pages-delete-mutation';
import { getAdminPage, useAdminPage } from '../api/pages-detail-query';
import { useUpdateAdminPage } from '../api/pages-update-mutation';
import { paths } from '../../../lib/paths';
import { AdminPageHeader } from '../shell/admin-page-header';
import { countWording } from '../shell/count-wording';
import { DeleteDocumentButton } from '../editor/delete-document-button';
import { PageEditor } from '../editor/page-editor';
import { RenameNotice } from '../editor/rename-notice';
import { PresenceNote } from '../editor/presence-note';
import { PublicationControls } from '../editor/publication-controls';
import { RevisionsDialog } from '../editor/revisions-dialog';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { useIdParam } from '../shell/use-id-param';

export function PageEditScreen() {
  const id = useIdParam('pageId') ?? 0;
  const page = useAdminPage(id);
  const update = useUpdateAdminPage(id);
  const remove = useDeleteAdminPage(id);
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  // Kept here, not in the editor: a save remounts the editor, and the notice must outlive that.
  const [rename, setRename] = useState<RenameReport | null>(null);

  if (page.isPending) return <ScreenLoading label="Loading the page" />;
  if (page.isError) return <ScreenError title="Could not load the page" message={page.error.message} />;
  const data = page.data;
  const subpages = data.subpageCount;
  const subpagesGoToo = countWording.subpagesGoToo(subpages);
  return (
    <>
      <AdminPageHeader
        title={`Edit page: ${data.title}`}
        description={
          // The address visitors use now; a draft's new slug takes effect when it is published.
          <Link asChild variant="underline">
            <RouterLink to={paths.page(data.liveSlug ?? data.slug)}>
              {paths.page(data.liveSlug ?? data.slug)}
            </RouterLink>
          </Link>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.subpages(data.id)}>Subpages ({data.subpageCount})</RouterLink>
            </Button>
            <RevisionsDialog collection="pages" id={data.id} onReload={() => void page.refetch()} />
            <DeleteDocumentButton
              label="Delete page"
              question={`Delete “${data.title}”?`}
              consequence={`${paths.page(data.slug)} stops existing for visitors, with its revisions.${subpagesGoToo} This cannot be undone.`}
              deletedMessage="Page deleted"
              onDelete={() => remove.mutateAsync(subpages > 0)}
              onDeleted={() => leaveAnyway(() => void navigate(paths.admin.pages))}
              onReload={() => void page.refetch()}
            />
          </>
        }
      />
      <PresenceNote collection="pages" itemKey={String(data.id)} />
      {/* A save, a restore or "Reload theirs" brings a new version: the editor starts over from it. */}
      {rename && (
        <Box mb="6">
          <RenameNotice report={rename} />
        </Box>
      )}
      <PageEditor
        key={data.updatedAt}
        kind="page"
        initial={data}
        originalSlug={data.slug}
        addressPrefix="/"
        submitLabel="Save draft"
        savedMessage="Draft saved"
        onSave={async (document, version = data.version) => {
          const saved = await update.mutateAsync({ payload: document, version });
          setRename(saved.rename ?? null);
          return saved;
        }}
        unsavedEditsKey={`page:${data.id}`}
        versioning={{
          version: data.version,
          loadCurrent: () => getAdminPage(id),
          // A refetch replaces the query data, so the editor (keyed by its save time) reopens on theirs.
          takeTheirs: () => void page.refetch(),
          live: { collection: 'pages', key: String(data.id) },
        }}
        publishing={{ controls: (dirty) => <PublicationControls collection="pages" item={data} dirty={dirty} /> }}
      />
    </>
  );
}
