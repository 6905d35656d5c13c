import { useNavigate } from 'react-router-dom';
import { useCreateAdminPage } from '../../../lib/api/admin/pages-create-mutation';
import { paths } from '../../../lib/paths';
import { AdminPageHeader } from '../shell/admin-page-header';
import type { EditorDocument } from './page-editor';
import { PageEditor } from './page-editor';

const blankPage: EditorDocument = { title: '', slug: '', description: '', status: 'draft', content: {} };

export function PageNewScreen() {
  const create = useCreateAdminPage();
  const navigate = useNavigate();
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
          void navigate(paths.admin.pageEdit(page.id), { replace: true });
        }}
      />
    </>
  );
}
