import type { Json } from './fuzz-values';
import type { HarnessCall } from './harness-http';
import { harnessExpect } from './harness-http';

/**
 * The Insights (issue 30) for the seeds: the seeded articles and people to read, and throwaway ones for the
 * destructive seeds (saves, publishing, restores, deletes), so the public Insights keep their seeded articles.
 * The throwaway articles name the first throwaway person as an author: deleting that one answers 409.
 */
export type AdminCall = (method: string, url: string, call?: HarnessCall) => Promise<Record<string, Json>>;

export interface Insights {
  seededArticleIds: number[];
  disposableArticleIds: number[];
  seededPersonIds: number[];
  disposablePersonIds: number[];
}

export interface PublicInsights {
  /** Published articles' slugs and their topics' labels, and people's slugs, as visitors read them. */
  articleSlugs: string[];
  topics: string[];
  personSlugs: string[];
}

type Row = Record<string, Json> & { id: number };
const items = (json: Record<string, Json>) => json.items as Row[];

/** The fields a save of an article sends: a page's and the article's own, taken from its admin answer. */
export function articleWrite(item: Record<string, Json>): Record<string, Json> {
  const { title, description, slug, status, blocks, kind, cover, authorIds, topics, relatedPageIds } = item;
  const write = { title, description, slug, status, blocks, kind, cover, authorIds, topics, relatedPageIds };
  return Object.fromEntries(Object.entries(write).filter(([, value]) => value !== undefined)) as Record<string, Json>;
}

/** The fields a save of a person sends, from their admin answer. */
export function personWrite(item: Record<string, Json>): Record<string, Json> {
  const { slug, name, role, photo, bio, credentials, links } = item;
  const write = { slug, name, role, photo, bio, credentials, links };
  return Object.fromEntries(Object.entries(write).filter(([, value]) => value !== undefined)) as Record<string, Json>;
}

export async function setUpInsights(admin: AdminCall): Promise<Insights> {
  const seededArticleIds = items(await admin('GET', '/api/admin/articles?pageSize=100')).map((row) => row.id);
  const seededPersonIds = items(await admin('GET', '/api/admin/people')).map((row) => row.id);
  const [model] = seededArticleIds;
  if (model === undefined || seededPersonIds.length === 0)
    throw new Error('fuzz setup: the seeded Insights are missing');
  const disposablePersonIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const person = await admin('POST', '/api/admin/people', {
      body: { slug: `fuzz-person-${index}`, name: `Fuzz Person ${index}`, role: 'Throwaway author' },
    });
    disposablePersonIds.push(Number(person.id));
  }
  // A copy of a seeded article (cover, topics, related services, blocks), as a draft with its own slug.
  const copied = articleWrite(await admin('GET', `/api/admin/articles/${model}`));
  const seededAuthors = Array.isArray(copied.authorIds) ? copied.authorIds : [];
  const disposableArticleIds: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    const article = await admin('POST', '/api/admin/articles', {
      body: {
        ...copied,
        title: `Fuzz article ${index}`,
        slug: `fuzz-article-${index}`,
        status: 'draft',
        authorIds: [disposablePersonIds[0] ?? 0, ...seededAuthors].slice(0, 6),
      },
    });
    disposableArticleIds.push(Number(article.id));
  }
  return { seededArticleIds, disposableArticleIds, seededPersonIds, disposablePersonIds };
}

export async function readPublicInsights(port: number): Promise<PublicInsights> {
  const read = async (path: string) => items((await harnessExpect(port, 'GET', path)).json as Record<string, Json>);
  const articles = await read('/api/public/articles?pageSize=50');
  const people = await read('/api/public/people');
  const topics = articles.flatMap((article) => (Array.isArray(article.topics) ? article.topics.map(String) : []));
  return {
    articleSlugs: articles.map((article) => String(article.slug)),
    topics: [...new Set(topics)],
    personSlugs: people.map((person) => String(person.slug)),
  };
}
