import { Box, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RenameReport } from '../../../../../contract/admin/admin-redirects';
import { articleKindLabels, articlePath } from '../../../../../contract/articles';
import { useLeaveWithoutAsking } from '../../../lib/navigation/use-leave-guard';
import { paths } from '../../../lib/paths';
import { useAdminArticle } from '../api/articles-detail-query';
import { useDeleteAdminArticle, useUpdateAdminArticle } from '../api/articles-mutations';
import { DeleteDocumentButton } from '../editor/delete-document-button';
import { PresenceNote } from '../editor/presence-note';
import { RenameNotice } from '../editor/rename-notice';
import { RevisionsDialog } from '../editor/revisions-dialog';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { useIdParam } from '../shell/use-id-param';
import { ArticleEditor } from './article-editor';

/** One article (issue 30): the page editor's parts, its own fields, and the same header actions a page has. */
export function ArticleEditScreen() {
  const id = useIdParam('articleId') ?? 0;
  const article = useAdminArticle(id);
  const update = useUpdateAdminArticle(id);
  const remove = useDeleteAdminArticle(id);
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  // Kept here, not in the editor: a save remounts the editor, and the notice must outlive that.
  const [rename, setRename] = useState<RenameReport | null>(null);

  if (article.isPending) return <ScreenLoading label="Loading the article" />;
  if (article.isError) return <ScreenError title="Could not load the article" message={article.error.message} />;
  const data = article.data;
  // The address visitors use now; a draft's new slug takes effect when it is published.
  const address = articlePath(data.liveSlug ?? data.slug);
  return (
    <>
      <AdminPageHeader
        title={`Edit ${articleKindLabels[data.kind].toLowerCase()}: ${data.title}`}
        description={
          <Link asChild variant="underline">
            <RouterLink to={address}>{address}</RouterLink>
          </Link>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.articles}>All insights</RouterLink>
            </Button>
            <RevisionsDialog collection="articles" id={data.id} onReload={() => void article.refetch()} />
            <DeleteDocumentButton
              label="Delete article"
              question={`Delete “${data.title}”?`}
              consequence={`${articlePath(data.slug)} stops existing for visitors, with its revisions. This cannot be undone.`}
              deletedMessage="Article deleted"
              onDelete={() => remove.mutateAsync()}
              onDeleted={() => leaveAnyway(() => void navigate(paths.admin.articles))}
              onReload={() => void article.refetch()}
            />
          </>
        }
      />
      <PresenceNote collection="articles" itemKey={String(data.id)} />
      {rename && (
        <Box mb="6">
          <RenameNotice report={rename} />
        </Box>
      )}
      <ArticleEditor
        // A save, a restore or "Reload theirs" brings a new version: the editor starts over from it.
        key={data.updatedAt}
        article={data}
        onSave={async (document, version = data.version) => {
          const saved = await update.mutateAsync({ payload: document, version });
          setRename(saved.rename ?? null);
          return saved;
        }}
        // A refetch replaces the query data, so the editor (keyed by its save time) reopens on theirs.
        takeTheirs={() => void article.refetch()}
      />
    </>
  );
}
