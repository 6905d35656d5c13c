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
import { useArticleFieldText } from './article-field-text';
import { articleMetaOf, articleMetaText, readArticleMetaText, sameArticleMeta } from './article-meta';

const withMetaText = <T extends AdminArticle>(article: T) => ({ ...article, meta: articleMetaText(article) });

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
  // The page editor carries the article's own fields as `meta` text: kept on this device, merged in a conflict.
  const [initial] = useState(() => withMetaText(article));
  // Bumped when restored or settled fields replace these: the cover form reads its start value once.
  const [generation, setGeneration] = useState(0);
  const describe = useArticleFieldText();
  return (
    <PageEditor
      kind="subpage"
      metaLabels={articleLabels}
      initial={initial}
      originalSlug={article.slug}
      addressPrefix="/insights/"
      submitLabel="Save draft"
      savedMessage="Draft saved"
      onSave={({ meta: text, ...document }, version) =>
        onSave({ ...document, ...((text === undefined ? null : readArticleMetaText(text)) ?? meta) }, version)
      }
      unsavedEditsKey={`article:${article.id}`}
      versioning={{
        version: article.version,
        loadCurrent: () => getAdminArticle(article.id).then(withMetaText),
        takeTheirs,
        live: { collection: 'articles', key: String(article.id) },
      }}
      publishing={{
        controls: (dirty) => <PublicationControls collection="articles" item={article} dirty={dirty} />,
      }}
      extension={{
        changed: !sameArticleMeta(meta, saved),
        meta: articleMetaText(meta),
        reset: (text) => {
          const restored = readArticleMetaText(text);
          if (!restored) return;
          setMeta(restored);
          setGeneration((before) => before + 1);
        },
        describe,
        fields: (blocks) => (
          <ArticleFields key={generation} meta={meta} onChange={setMeta} blocks={blocks} readOnly={!canEdit} />
        ),
      }}
    />
  );
}
