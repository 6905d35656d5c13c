import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { useAdminPage } from '../api/pages-detail-query';
import { useCreateAdminSubpage } from '../api/subpages-create-mutation';
import { paths } from '../../../lib/paths';
import type { EditorDocument } from '../editor/page-editor';
import { PageEditor } from '../editor/page-editor';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { useIdParam } from '../shell/use-id-param';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { AdminPageHeader } from '../shell/admin-page-header';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';

/** As on the new-page screen: the editor's chunk is in hand before navigating, so this form never lingers. */
const loadEditScreen = () =>
  import('./subpage-edit-screen').then(
    () => undefined,
    () => undefined,
  );

const blankSubpage: EditorDocument = { title: '', slug: '', description: '', status: 'draft', blocks: [] };

export function SubpageNewScreen() {
  const pageId = useIdParam('pageId') ?? 0;
  const parent = useAdminPage(pageId);
  const create = useCreateAdminSubpage(pageId);
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  const [editScreenLoaded] = useState(loadEditScreen);
  const { user } = useAuth();
  const allowed = useAccess().mayOpen('subpageNew');
  if (!allowed)
    return <RefusedScreen title="New subpage" message={adminMessages.readOnlyRole(user?.role ?? 'viewer')} />;
  if (parent.isPending) return <ScreenLoading label="Loading the parent page" />;
  if (parent.isError) return <ScreenError title="Could not load the parent page" message={parent.error.message} />;
  return (
    <>
      <AdminPageHeader title={`New subpage of ${parent.data.title}`} />
      <PageEditor
        kind="subpage"
        initial={blankSubpage}
        originalSlug={null}
        addressPrefix={`/${parent.data.slug}/`}
        submitLabel="Create subpage"
        savedMessage="Subpage created"
        onSave={async (document) => {
          const subpage = await create.mutateAsync(document);
          await editScreenLoaded;
          // Saved: the unsaved-work question is about this form, which the edit screen now replaces.
          leaveAnyway(() => void navigate(paths.admin.subpageEdit(subpage.id), { replace: true }));
        }}
      />
    </>
  );
}
