/**
 * What an article is (issue 30), and how topics appear in addresses: plain data without the schema library, so the
 * public pages' first-load code can read them (contract/articles.ts holds the schemas).
 */
export const articleKinds = ['insight', 'case-study', 'advisory', 'guide', 'news'] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const articleKindLabels: Record<ArticleKind, string> = {
  insight: 'Insight',
  'case-study': 'Case study',
  advisory: 'Advisory',
  guide: 'Guide',
  news: 'News',
};

/** A topic as it appears in an address: `/insights/topics/{topicSlug}`. */
export function topicSlug(topic: string): string {
  return topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
