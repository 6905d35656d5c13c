import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { useCreateAdminPage } from '../api/pages-create-mutation';
import { paths } from '../../../lib/paths';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { AdminPageHeader } from '../shell/admin-page-header';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';
import type { EditorDocument } from '../editor/page-editor';
import { PageEditor } from '../editor/page-editor';

/**
 * Navigation runs in a transition, so while the editor's chunk downloads React keeps this form on screen,
 * where typing would be lost. Starting the download now, and waiting for it before navigating, closes that
 * gap; a failed download only means the route loads it again.
 */
const loadEditScreen = () =>
  import('./page-edit-screen').then(
    () => undefined,
    () => undefined,
  );

const blankPage: EditorDocument = { title: '', slug: '', description: '', status: 'draft', blocks: [] };

export function PageNewScreen() {
  const create = useCreateAdminPage();
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  const [editScreenLoaded] = useState(loadEditScreen);
  const { user } = useAuth();
  const allowed = useAccess().mayOpen('pageNew');
  if (!allowed) return <RefusedScreen title="New page" message={adminMessages.readOnlyRole(user?.role ?? 'viewer')} />;
  return (
    <>
      <AdminPageHeader title="New page" description="Pages are drafts until you publish them." />
      <PageEditor
        kind="page"
        initial={blankPage}
        originalSlug={null}
        addressPrefix="/"
        submitLabel="Create page"
        savedMessage="Page created"
        onSave={async (document) => {
          const page = await create.mutateAsync(document);
          await editScreenLoaded;
          // Saved: the unsaved-work question is about this form, which the edit screen now replaces.
          leaveAnyway(() => void navigate(paths.admin.pageEdit(page.id), { replace: true }));
        }}
      />
    </>
  );
}
