import type { ArticleAuthor } from '../../../../../contract/articles';
import { formatArticleDate } from '../../../components/page-sections/sections/articles/format-article-date';

// Pinned locale, as the dates are: the server and every browser join the same names the same way.
const names = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Mara Lindqvist and Jonas Weber". */
export const authorNames = (authors: readonly Pick<ArticleAuthor, 'name'>[]) =>
  names.format(authors.map((author) => author.name));

/** An ISO time's day as the site writes dates: "18 November 2026". */
export const articleDay = (isoTime: string) => formatArticleDate(isoTime.slice(0, 10));

export const readingTime = (minutes: number) => `${minutes} min read`;
