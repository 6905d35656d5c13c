import { useState } from 'react';
import type { AdminArticle } from '../../../../../contract/admin/admin-articles';
import type { ArticleMeta } from '../../../../../contract/articles';
import { getAdminArticle } from '../api/articles-detail-query';
import type { SaveAnswer, SavedDocument } from '../editor/page-editor';
import { PageEditor } from '../editor/page-editor';
import type { MetaLabels } from '../editor/page-meta-fields';
import { PublicationControls } from '../editor/publication-controls';
import { useCanEdit } from '../shell/use-can-edit';
import { ArticleFields } from './article-fields';
import { articleMetaOf, sameArticleMeta } from './article-meta';

export const articleLabels: MetaLabels = {
  title: 'Title',
  description: 'Summary',
  descriptionHint: 'Shown in the insights list and in search results, and used for link previews.',
};

interface ArticleEditorProps {
  article: AdminArticle;
  /** Saves the page's fields with the article's own; `version` as the page editor gives it (after a conflict). */
  onSave: (document: SavedDocument & ArticleMeta, version?: number) => Promise<SaveAnswer>;
  /** Reopens on the version the server holds now (the query refetches, and the screen remounts this editor). */
  takeTheirs: () => void;
}

/**
 * The page editor (blocks, publication bar, conflicts, unsaved work, live news of others' saves) with an article's
 * own fields beside the page's. Mounted afresh for each saved version, as the page editor is.
 */
export function ArticleEditor({ article, onSave, takeTheirs }: ArticleEditorProps) {
  const canEdit = useCanEdit();
  const [saved] = useState(() => articleMetaOf(article));
  const [meta, setMeta] = useState(saved);
  return (
    <PageEditor
      kind="subpage"
      metaLabels={articleLabels}
      initial={article}
      originalSlug={article.slug}
      addressPrefix="/insights/"
      submitLabel="Save draft"
      savedMessage="Draft saved"
      onSave={(document, version) => onSave({ ...document, ...meta }, version)}
      unsavedEditsKey={`article:${article.id}`}
      versioning={{
        version: article.version,
        loadCurrent: () => getAdminArticle(article.id),
        takeTheirs,
        live: { collection: 'articles', key: String(article.id) },
      }}
      publishing={{
        controls: (dirty) => <PublicationControls collection="articles" item={article} dirty={dirty} />,
      }}
      extension={{
        changed: !sameArticleMeta(meta, saved),
        fields: (blocks) => <ArticleFields meta={meta} onChange={setMeta} blocks={blocks} readOnly={!canEdit} />,
      }}
    />
  );
}
