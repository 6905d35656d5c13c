import type { Kysely } from 'kysely';
import type {
  ArticleMeta,
  PublicArticle,
  PublicArticleList,
  PublicArticleQuery,
  PublicArticleSummary,
} from '../../contract/articles';
import { articleReadingMinutes, topicSlug } from '../../contract/articles';
import { pageAddress } from '../../contract/public-redirect';
import type { RawBlock } from '../../contract/page-content/blocks';
import type { Database } from '../db/schema';
import type { BlockInput } from '../content/block-ids';
import { withBlockIds } from '../content/block-ids';
import { articleMetaJson, readArticleMeta } from './article-meta';
import { readStoredBlocks } from './content-json';
import { recordReferences } from './content-references';
import { createPeopleRepository } from './people-repository';
import { showTeamPeople } from './team-people';

export interface SeededArticle {
  slug: string;
  title: string;
  description: string;
  meta: ArticleMeta;
  blocks: readonly BlockInput[];
  publishedAt: string;
}

interface PublishedRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string;
  meta: string;
  published_at: string | null;
  updated_at: string;
}

/** A working copy's fields (the admin's answer has them), to be read as the public article. */
export interface WorkingArticle {
  id: number;
  slug: string;
  title: string;
  description: string;
  blocks: readonly RawBlock[];
  meta: ArticleMeta;
  publishedAt: string | null;
  updatedAt: string;
}

interface Published {
  row: PublishedRow;
  meta: ArticleMeta;
}

/** What visitors read of an article is its live row: a draft beside it stays unseen until published. */
function selectPublished(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .select(['id', 'slug', 'title', 'description', 'content', 'meta', 'published_at', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');
}

const matches = (query: Pick<PublicArticleQuery, 'kind' | 'topic'>) => (article: Published) =>
  (!query.kind || article.meta.kind === query.kind) &&
  (!query.topic || article.meta.topics.some((topic) => topicSlug(topic) === topicSlug(query.topic ?? '')));

/**
 * Published articles, newest first. Kind and topic live in the `meta` JSON, which SQLite and PostgreSQL read with
 * different functions; a consultancy publishes hundreds at most, so they are filtered here rather than in SQL.
 */
export function createArticlesRepository(db: Kysely<Database>) {
  const people = createPeopleRepository(db);

  async function allPublished(): Promise<Published[]> {
    const rows = await selectPublished(db).execute();
    return rows.map((row) => ({ row, meta: readArticleMeta(row.meta) }));
  }

  async function summaries(articles: readonly Published[]): Promise<PublicArticleSummary[]> {
    const authors = await people.byIds([...new Set(articles.flatMap((article) => article.meta.authorIds))]);
    const byId = new Map(authors.map((person) => [person.id, person]));
    return articles.map(({ row, meta }) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: meta.kind,
      summary: row.description,
      publishedAt: row.published_at ?? row.updated_at,
      updatedAt: row.updated_at,
      readingMinutes: articleReadingMinutes(readStoredBlocks(row.content)),
      topics: meta.topics,
      ...(meta.cover ? { cover: meta.cover } : {}),
      authors: meta.authorIds.flatMap((id) => {
        const person = byId.get(id);
        if (!person) return [];
        const { slug, name, role, photo, credentials } = person;
        return [{ id, slug, name, role, credentials, ...(photo ? { photo } : {}) }];
      }),
    }));
  }

  async function relatedServices(meta: ArticleMeta): Promise<PublicArticle['relatedServices']> {
    if (meta.relatedPageIds.length === 0) return [];
    const pages = await db
      .selectFrom('pages')
      .select(['id', 'slug', 'title'])
      .where('status', '=', 'published')
      .where('id', 'in', meta.relatedPageIds)
      .execute();
    const byId = new Map(pages.map((page) => [page.id, { title: page.title, path: pageAddress(page.slug) }]));
    return meta.relatedPageIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** The whole article: its body, the services it names and related articles among the published `all`. */
  async function asPublic(article: Published, all: readonly Published[]): Promise<PublicArticle | undefined> {
    // Related: the newest others sharing a topic, then of the same kind, three at most.
    const topics = new Set(article.meta.topics.map(topicSlug));
    const others = all.filter(({ row }) => row.id !== article.row.id);
    const sharing = others.filter(({ meta }) => meta.topics.some((topic) => topics.has(topicSlug(topic))));
    const sameKind = others.filter(({ meta }) => meta.kind === article.meta.kind);
    const related = [...new Set([...sharing, ...sameKind])].slice(0, 3);
    const [summary] = await summaries([article]);
    if (!summary) return undefined;
    return {
      ...summary,
      blocks: await showTeamPeople(db, readStoredBlocks(article.row.content)),
      relatedServices: await relatedServices(article.meta),
      related: await summaries(related),
    };
  }

  return {
    async list(query: PublicArticleQuery): Promise<PublicArticleList> {
      const found = (await allPublished()).filter(matches(query));
      const start = (query.page - 1) * query.pageSize;
      const items = await summaries(found.slice(start, start + query.pageSize));
      return { items, total: found.length, page: query.page, pageSize: query.pageSize };
    },

    /** Every published article's slug, topics and dates: for the feed, the sitemap and the topic pages. */
    async summaries(): Promise<PublicArticleSummary[]> {
      return summaries(await allPublished());
    },

    /** The first start's articles (seed-insights.ts): published, dated when they first went out. */
    async createSeeded(write: SeededArticle): Promise<number> {
      const { publishedAt, meta, blocks, ...page } = write;
      const row = await db
        .insertInto('articles')
        .values({
          ...page,
          status: 'published',
          content: JSON.stringify(withBlockIds(blocks)),
          meta: articleMetaJson(meta),
          created_at: publishedAt,
          updated_at: publishedAt,
          created_by: null,
          updated_by: null,
          draft: null,
          publish_at: null,
          published_at: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordReferences(db, { type: 'article', id: row.id });
      return row.id;
    },

    async findPublishedBySlug(slug: string): Promise<PublicArticle | undefined> {
      const all = await allPublished();
      const article = all.find(({ row }) => row.slug === slug);
      return article && asPublic(article, all);
    },

    /**
     * A working copy (the draft, if any) as visitors will read it once published, for previews (issue 30): its
     * byline, services and related articles are the live ones'; one never published is dated by its last save.
     */
    async previewOf(working: WorkingArticle): Promise<PublicArticle | undefined> {
      const { id, slug, title, description, blocks, meta, publishedAt, updatedAt } = working;
      const [content, metaJson] = [JSON.stringify(blocks), articleMetaJson(meta)];
      const row = {
        id,
        slug,
        title,
        description,
        content,
        meta: metaJson,
        published_at: publishedAt,
        updated_at: updatedAt,
      };
      return asPublic({ row, meta }, await allPublished());
    },
  };
}
