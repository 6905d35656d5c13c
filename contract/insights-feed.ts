import { brand } from './brand';

/** Where the Atom feed of published articles is (issue 30), and the name feed readers list it by. */
export const insightsFeed = {
  path: '/insights/feed.xml',
  title: `${brand.name} Insights`,
  type: 'application/atom+xml',
} as const;

/** Entries the feed carries, newest first: readers poll it, so it stays a few kilobytes however much is published. */
export const insightsFeedEntries = 50;
