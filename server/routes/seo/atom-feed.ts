import type { PublicArticleSummary } from '../../../contract/articles';
import { articlePath, topicSlug } from '../../../contract/articles';
import { brand } from '../../../contract/brand';
import { insightsFeed } from '../../../contract/insights-feed';
import { escapeXml } from './xml-escape';

/** Stands in for `updated` while nothing is published: the feed must carry one, and it must not move by itself. */
const emptyFeedUpdated = `${brand.foundedYear}-01-01T00:00:00.000Z`;

/**
 * An entry's id never changes (RFC 4287 §4.2.6), so it names the article's row and its first publication, not its
 * slug, which a rename moves: a reader does not show a renamed article as new. A tag URI (RFC 4151) on the site's host.
 */
export function entryId(siteUrl: string, article: Pick<PublicArticleSummary, 'id' | 'publishedAt'>): string {
  const host = new URL(siteUrl).hostname;
  return `tag:${host},${article.publishedAt.slice(0, 10)}:article-${article.id}`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entryXml(siteUrl: string, article: PublicArticleSummary): string {
  const authors = article.authors.length > 0 ? article.authors.map((author) => author.name) : [brand.name];
  const lines = [
    element('id', entryId(siteUrl, article)),
    element('title', article.title),
    element('updated', article.updatedAt),
    element('published', article.publishedAt),
    ...authors.map((name) => `<author>${element('name', name)}</author>`),
    `<link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${articlePath(article.slug)}`)}"/>`,
    element('summary', article.summary),
    ...article.topics.map(
      (topic) =>
        `<category term="${escapeXml(topicSlug(topic))}" label="${escapeXml(topic)}" scheme="${escapeXml(`${siteUrl}/insights/topics/`)}"/>`,
    ),
  ];
  return `  <entry>\n${lines.map((line) => `    ${line}`).join('\n')}\n  </entry>`;
}

/**
 * The Atom feed (RFC 4287) of published articles, newest first as given: the feed's id, title, updated (its newest
 * entry's), author and links to itself and to the listing; each entry's id, title, updated, published, authors,
 * link, summary and a category per topic.
 */
export function atomFeedXml(siteUrl: string, articles: readonly PublicArticleSummary[]): string {
  const updated = articles.reduce(
    (newest, article) => (article.updatedAt > newest ? article.updatedAt : newest),
    articles.length > 0 ? '' : emptyFeedUpdated,
  );
  const feedUrl = `${siteUrl}${insightsFeed.path}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('id', feedUrl)}`,
    `  ${element('title', insightsFeed.title)}`,
    `  ${element('subtitle', brand.tagline)}`,
    `  ${element('updated', updated)}`,
    `  <author>${element('name', brand.name)}${element('uri', siteUrl)}</author>`,
    `  <link rel="self" type="${insightsFeed.type}" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}/insights`)}"/>`,
    ...articles.map((article) => entryXml(siteUrl, article)),
    '</feed>',
    '',
  ].join('\n');
}
