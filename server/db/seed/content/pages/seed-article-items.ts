import { articleKindLabels, articlePath } from '../../../../../contract/articles';
import type { Article } from '../../../../../contract/page-content/articles';
import { escapeRichText } from '../../../../../contract/rich-text/rich-text-escape';
import { seedArticles } from '../insights/seed-articles';
import { seedPeople } from '../insights/seed-people';

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/**
 * Seeded articles as entries of an articles block (Resources, News): each written once, in the insights seed, and
 * linked to its own page, so every card leads to the article it describes (issue 30).
 */
export function seedArticleItems(slugs: readonly string[]): Article[] {
  return slugs.map((slug) => {
    const article = seedArticles.find((candidate) => candidate.slug === slug);
    if (!article) throw new Error(`No seeded article ${slug}`);
    const authors = article.authors.map(
      (author) => seedPeople.find((person) => person.slug === author)?.name ?? author,
    );
    return {
      title: article.title,
      kind: articleKindLabels[article.kind],
      topic: article.topics[0] ?? articleKindLabels[article.kind],
      author: listFormat.format(authors),
      date: article.publishedAt.slice(0, 10),
      summary: escapeRichText(article.summary),
      link: articlePath(article.slug),
    };
  });
}
