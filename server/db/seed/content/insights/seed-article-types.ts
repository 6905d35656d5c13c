import type { ArticleKind } from '../../../../../contract/articles';
import type { ContentSection } from '../../../../../contract/page-content/sections';

/** An article as the first start writes it: its body is one block of running text, in sections. */
export interface SeedArticle {
  slug: string;
  title: string;
  kind: ArticleKind;
  summary: string;
  topics: string[];
  /** People's slugs, in byline order. */
  authors: string[];
  /** Slugs of the pages (services) it is about. */
  related: string[];
  publishedAt: string;
  /** What its cover shows, for people who cannot see it. */
  coverAlt: string;
  body: ContentSection[];
}
