import type { ArticleMeta } from '../../contract/articles';
import { ArticleMetaSchema } from '../../contract/articles';
import type { Image } from '../../contract/page-content/fields';
import { ImageSchema } from '../../contract/page-content/fields';
import { readJsonRecord } from './content-json';

const fallbackMeta: ArticleMeta = { kind: 'insight', authorIds: [], topics: [], relatedPageIds: [] };

/** An article's `meta` column (or draft's); one that does not parse reads as a plain insight, never a failure. */
export function readArticleMeta(text: string | undefined): ArticleMeta {
  if (text === undefined) return fallbackMeta;
  const parsed = ArticleMetaSchema.safeParse(readJsonRecord(text));
  return parsed.success ? parsed.data : fallbackMeta;
}

/**
 * The one way meta is written, keys in a fixed order: a merge compares two versions' meta as text, so the same
 * fields must always read as the same text.
 */
export function articleMetaJson(meta: ArticleMeta): string {
  const { kind, cover, authorIds, topics, relatedPageIds } = meta;
  return JSON.stringify({
    kind,
    ...(cover ? { cover: { src: cover.src, alt: cover.alt, width: cover.width, height: cover.height } } : {}),
    authorIds,
    topics,
    relatedPageIds,
  });
}

/** A stored image (a person's photo); anything else reads as none. */
export function readImage(text: string | null): Image | undefined {
  if (text === null) return undefined;
  const parsed = ImageSchema.safeParse(readJsonRecord(text));
  return parsed.success ? parsed.data : undefined;
}

/** A stored JSON list; anything else reads as empty. */
export function readJsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
