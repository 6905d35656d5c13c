import type { Kysely } from 'kysely';
import type { SearchSourcePerson } from '../../contract/search/insight-documents';
import type { Database } from '../db/schema';
import { readArticleMeta, readJsonList } from '../repositories/article-meta';
import { readStoredBlocks } from '../repositories/content-json';
import type { RowFilter } from './published-content';

/** A published article as the index keeps it: its byline by id (names come from the people the index holds). */
export interface PublishedArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  meta: ReturnType<typeof readArticleMeta>;
  blocks: unknown;
}

function byFilter<Row extends { id: number }>(
  rows: { ids: (ids: number[]) => Promise<Row[]>; batch: (afterId: number, limit: number) => Promise<Row[]> },
  filter: RowFilter,
): Promise<Row[]> {
  if (!('ids' in filter)) return rows.batch(filter.afterId, filter.limit);
  return filter.ids.length === 0 ? Promise.resolve([]) : rows.ids([...filter.ids]);
}

/** Published articles by id, or one batch of them in id order (drafts never: only live rows are read). */
export async function readPublishedArticles(db: Kysely<Database>, filter: RowFilter): Promise<PublishedArticle[]> {
  const query = db
    .selectFrom('articles')
    .select(['id', 'slug', 'title', 'description', 'content', 'meta', 'published_at', 'updated_at'])
    .where('status', '=', 'published');
  const rows = await byFilter(
    {
      ids: (ids) => query.where('id', 'in', ids).execute(),
      batch: (afterId, limit) => query.where('id', '>', afterId).orderBy('id').limit(limit).execute(),
    },
    filter,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.description,
    publishedAt: row.published_at ?? row.updated_at,
    meta: readArticleMeta(row.meta),
    blocks: readStoredBlocks(row.content),
  }));
}

/** People by id, or one batch in id order: every person is public (there is no draft person). */
export async function readPeople(db: Kysely<Database>, filter: RowFilter): Promise<SearchSourcePerson[]> {
  const query = db.selectFrom('people').select(['id', 'slug', 'name', 'role', 'bio', 'credentials']);
  const rows = await byFilter(
    {
      ids: (ids) => query.where('id', 'in', ids).execute(),
      batch: (afterId, limit) => query.where('id', '>', afterId).orderBy('id').limit(limit).execute(),
    },
    filter,
  );
  return rows.map((row) => ({
    ...row,
    credentials: readJsonList(row.credentials).flatMap((item) => (typeof item === 'string' ? [item] : [])),
  }));
}
