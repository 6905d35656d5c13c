import type { ArticleKind } from '../articles';
import { articleKindLabels, articlePath } from '../articles';
import { richTextWords } from '../rich-text/parse-rich-text';
import { blocksOf, contentDocuments } from './build-search-documents';
import { pathTerms } from './path-terms';
import type { SearchDocument } from './search-document';

/** The group every insight files under in results: the listing's name. */
export const insightsGroup = 'Insights';

/** A published article as search reads it: its byline as names, its body as the pages' blocks. */
export interface SearchSourceArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  kind: ArticleKind;
  topics: readonly string[];
  authorNames: readonly string[];
  blocks: unknown;
}

export interface SearchSourcePerson {
  id: number;
  slug: string;
  name: string;
  role: string;
  /** Short rich text. */
  bio: string;
  credentials: readonly string[];
}

/**
 * An article as documents: the article (its summary, kind, topics and byline are its words, so a search for an
 * author's name finds what they wrote), then each worded block of its body, as a page's sections are.
 */
export function articleDocuments(article: SearchSourceArticle): SearchDocument[] {
  const path = articlePath(article.slug);
  const byline = article.authorNames.length > 0 ? `By ${article.authorNames.join(', ')}` : '';
  return [
    {
      id: article.id,
      type: 'article',
      title: article.title,
      description: article.summary,
      slug: article.slug,
      path,
      sectionId: null,
      parentTitle: null,
      searchTerms: [...pathTerms(path), article.kind, ...article.topics.map((topic) => topic.toLowerCase())],
      text: [article.summary, byline, articleKindLabels[article.kind], ...article.topics].filter(Boolean).join(' · '),
      group: insightsGroup,
    },
    ...contentDocuments({
      id: article.id,
      title: article.title,
      slug: article.slug,
      path,
      group: insightsGroup,
      blocks: blocksOf(article),
    }),
  ];
}

/**
 * A person as a document, while they have a published article: there is no page of a person, so the result
 * leads to the newest article they wrote (named as the result's parent); with none, they make no document.
 */
export function personDocuments(
  person: SearchSourcePerson,
  newest: { slug: string; title: string } | undefined,
): SearchDocument[] {
  if (!newest) return [];
  const path = articlePath(newest.slug);
  return [
    {
      id: person.id,
      type: 'person',
      title: person.name,
      description: person.role,
      slug: person.slug,
      path,
      sectionId: null,
      parentTitle: newest.title,
      searchTerms: ['people', person.slug],
      text: [person.role, person.credentials.join(', '), richTextWords(person.bio)].filter(Boolean).join(' · '),
      group: insightsGroup,
    },
  ];
}
