import { articleDocuments, personDocuments } from '../../contract/search/insight-documents';
import type { SearchSourcePerson } from '../../contract/search/insight-documents';
import type { PublishedArticle } from './published-insights';
import type { SiteSearchIndex } from './site-search-index';

/** No page slug can be this, so a page's title never renames the insights' group. */
const insightsRoot = ':insights';

interface IndexedArticle {
  slug: string;
  title: string;
  publishedAt: string;
  authorIds: readonly number[];
}

/**
 * Articles and people in the site's index (issue 30), each its own owner. What they borrow from each other is
 * tracked here: an article's documents carry its authors' names (a person's new name re-reads their articles), and
 * a person's document leads to their newest published article (an article's change re-draws its authors, before
 * and after).
 */
export function createInsightsSearchIndex(site: SiteSearchIndex) {
  const people = new Map<number, SearchSourcePerson>();
  const articles = new Map<number, IndexedArticle>();

  const articlesBy = (personId: number) => [...articles].filter(([, article]) => article.authorIds.includes(personId));

  function newestBy(personId: number): { slug: string; title: string } | undefined {
    let newest: IndexedArticle | undefined;
    for (const [, article] of articlesBy(personId))
      if (!newest || article.publishedAt > newest.publishedAt) newest = article;
    return newest;
  }

  return {
    /** A person as they now are (`undefined`: deleted). Answers the articles to re-read when their name changed. */
    setPerson(id: number, person: SearchSourcePerson | undefined): number[] {
      const before = people.get(id);
      if (person) people.set(id, person);
      else people.delete(id);
      return before?.name === person?.name ? [] : articlesBy(id).map(([articleId]) => articleId);
    },
    /** An article as it now is (`undefined`: unpublished or deleted). Answers whose person documents it changed. */
    setArticle(id: number, article: PublishedArticle | undefined, deferred = false): number[] {
      const before = articles.get(id)?.authorIds ?? [];
      const authorNames = (article?.meta.authorIds ?? []).flatMap((author) => people.get(author)?.name ?? []);
      const documents = article
        ? articleDocuments({ ...article, kind: article.meta.kind, topics: article.meta.topics, authorNames })
        : [];
      site.setOwner('article', id, insightsRoot, documents, deferred);
      if (article) {
        const { slug, title, publishedAt } = article;
        articles.set(id, { slug, title, publishedAt, authorIds: article.meta.authorIds });
      } else articles.delete(id);
      return [...new Set([...before, ...(article?.meta.authorIds ?? [])])];
    },
    /** Draws these people's documents again from what the index holds now. */
    refreshPeople(ids: Iterable<number>, deferred = false): void {
      for (const id of new Set(ids)) {
        const person = people.get(id);
        site.setOwner('person', id, insightsRoot, person ? personDocuments(person, newestBy(id)) : [], deferred);
      }
    },
    /** Everyone the index holds. */
    peopleIds: (): number[] => [...people.keys()],
  };
}

export type InsightsSearchIndex = ReturnType<typeof createInsightsSearchIndex>;
