import type { AdminArticle } from '../../../../../contract/admin/admin-articles';
import type { ArticleMeta } from '../../../../../contract/articles';
import { ArticleMetaSchema } from '../../../../../contract/articles';

/** An article's own fields (issue 30) as the editor holds them beside the page's: what a save sends with the rest. */
export function articleMetaOf(article: Pick<AdminArticle, keyof ArticleMeta>): ArticleMeta {
  return {
    kind: article.kind,
    ...(article.cover ? { cover: article.cover } : {}),
    authorIds: [...article.authorIds],
    topics: [...article.topics],
    relatedPageIds: [...article.relatedPageIds],
  };
}

/** JSON with each object's keys sorted: two values that say the same give the same text, whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** An article's own fields as the page editor carries them (`EditorDocument.meta`): one JSON object's text. */
export const articleMetaText = (meta: ArticleMeta): string => canonical(articleMetaOf(meta));

/** Own fields restored from this device or settled in a conflict; null when they do not read as an article's. */
export function readArticleMetaText(text: string): ArticleMeta | null {
  try {
    const parsed = ArticleMetaSchema.safeParse(JSON.parse(text));
    return parsed.success ? articleMetaOf(parsed.data) : null;
  } catch {
    return null;
  }
}

/** Whether two versions say the same; list order counts (the byline names authors in it), a missing cover is none. */
export function sameArticleMeta(a: ArticleMeta, b: ArticleMeta): boolean {
  return sameValue(articleMetaOf(a), articleMetaOf(b));
}

/** A list of ids with one more at its end (never twice, never beyond `max`). */
export function withId(ids: readonly number[], id: number, max: number): number[] {
  if (ids.includes(id) || ids.length >= max) return [...ids];
  return [...ids, id];
}

export function withoutId(ids: readonly number[], id: number): number[] {
  return ids.filter((entry) => entry !== id);
}

/** The id moved one place earlier (-1) or later (1); at an end it stays. */
export function movedId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
