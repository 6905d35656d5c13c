import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import { seedArticles } from '../../server/db/seed/content/insights/seed-articles';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp, testAdmin, tokenFor } from '../../server/test/test-app';
import { makeWebRoot } from './support/web-root';

/**
 * The insights pages as the server renders them (issue 30), on the seeded articles: the listing's filters and pages
 * are addresses, unknown and unpublished articles, topics and pages are 404s with the site's not-found page.
 */
const site = 'https://www.aegisline.example';
let test: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({ webRoot, siteUrl: site, pageRenderer: { renderPage } });
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

/** What the visitor sees (not the answers handed over with it), without React's text separators. */
const markup = async (url: string) => {
  const response = await get(url);
  const body = response.body
    .replace(/<script type="application\/json" id="query-state">[\s\S]*?<\/script>/, '')
    .replaceAll('<!-- -->', '');
  return { status: response.statusCode, body };
};

const newestFirst = [...seedArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const cardTitles = (html: string) =>
  [...html.matchAll(/id="article-card-\d+"[^>]*><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
const unescape = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('the insights listing', () => {
  it('lists the newest nine first, with links to the next page and to each kind and topic', async () => {
    const { status, body } = await markup('/insights');
    expect(status).toBe(200);
    expect(body).toContain('<h1');
    expect(cardTitles(body).map(unescape)).toEqual(newestFirst.slice(0, 9).map((article) => article.title));
    expect(body).toContain(`Showing 1–9 of ${seedArticles.length} articles`);
    expect(body).toContain('href="/insights?page=2"');
    expect(body).toContain('href="/insights?kind=advisory"');
    expect(body).toContain('href="/insights/topics/cloud-security"');
    expect(body).toContain(`<link rel="canonical" href="${site}/insights" />`);
    expect(body).toContain('<meta property="og:type" content="website" />');
  });

  it('fetches the first card’s cover at once and first, the largest paint on a phone, and the others lazily', async () => {
    const { body } = await markup('/insights');
    // Each card's first picture: what follows its opening tag, up to the next card.
    const covers = body
      .split('aria-labelledby="article-card-')
      .slice(1)
      .map((card) => /<img [^>]*>/.exec(card)?.[0] ?? '');
    expect(covers).toHaveLength(9);
    expect(covers[0]).toContain('loading="eager"');
    expect(covers[0]).toContain('fetchPriority="high"');
    for (const cover of covers.slice(1)) {
      expect(cover).toContain('loading="lazy"');
      expect(cover).not.toContain('fetchPriority');
    }
  });

  it('pages on by its address, and a page past the last is the not-found page with a 404', async () => {
    const second = await markup('/insights?page=2');
    expect(second.status).toBe(200);
    expect(cardTitles(second.body).map(unescape)).toEqual(newestFirst.slice(9).map((article) => article.title));
    expect(second.body).toContain(`Showing 10–${seedArticles.length} of ${seedArticles.length} articles`);
    expect(second.body).toContain('rel="prev"');
    const past = await markup('/insights?page=3');
    expect(past.status).toBe(404);
    expect(past.body).toContain('Page not found');
  });

  it('filters by kind, marking the chosen kind as the current one', async () => {
    const { status, body } = await markup('/insights?kind=advisory');
    expect(status).toBe(200);
    const advisories = newestFirst.filter((article) => article.kind === 'advisory').map((article) => article.title);
    expect(cardTitles(body).map(unescape)).toEqual(advisories);
    expect(body).toMatch(/<a [^>]*aria-current="page" href="\/insights\?kind=advisory"[^>]*>Advisory</);
    expect(body).toContain(`<link rel="canonical" href="${site}/insights?kind=advisory" />`);
  });

  it('shows a topic on its own page, narrowed by kind there too; an unknown topic is a 404', async () => {
    const topic = await markup('/insights/topics/cloud-security');
    expect(topic.status).toBe(200);
    expect(topic.body).toMatch(/<h1[^>]*>Cloud security<\/h1>/);
    const cloud = newestFirst.filter((article) => article.topics.includes('Cloud security'));
    expect(cardTitles(topic.body).map(unescape)).toEqual(cloud.map((article) => article.title));
    const guides = await markup('/insights/topics/cloud-security?kind=guide');
    expect(cardTitles(guides.body).map(unescape)).toEqual(
      cloud.filter((article) => article.kind === 'guide').map((article) => article.title),
    );
    // A real topic without articles of one kind is an empty view, not a missing page.
    const none = await markup('/insights/topics/cloud-security?kind=news');
    expect(none.status).toBe(200);
    expect(none.body).toContain('No articles match these filters');
    expect((await markup('/insights/topics/quantum-computing')).status).toBe(404);
  });
});

describe('an article', () => {
  it('is drawn whole: title, byline with role and credentials, dates, body, topics, services and related articles', async () => {
    const { status, body } = await markup('/insights/log4shell-still-in-production');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1 id="article-title"[^>]*>Advisory: JNDI lookup injection in Log4j 2/);
    expect(body).toContain('Tomás Oyelaran');
    expect(body).toContain('Head of Offensive Security');
    expect(body).toContain('OSCE3');
    expect(body).toContain('<time dateTime="2026-11-18T08:00:00.000Z">18 November 2026</time>');
    expect(body).toContain('What is affected');
    expect(body).toContain('Where we keep finding it');
    expect(body).toContain('href="/insights/topics/vulnerability-management"');
    expect(body).toContain('How we can help');
    expect(body).toContain('Related insights');
    expect(body).toContain('<meta property="og:type" content="article" />');
    expect(body).toContain('<meta property="article:published_time" content="2026-11-18T08:00:00.000Z" />');
    expect(body).toContain(`<link rel="canonical" href="${site}/insights/log4shell-still-in-production" />`);
  });

  it('carries Article JSON-LD (NewsArticle for news) with its authors as people, dates, headline and image', async () => {
    const [advisory] = jsonLd((await markup('/insights/dependency-confusion-private-registries')).body);
    expect(advisory).toMatchObject({
      '@type': 'Article',
      headline: 'Advisory: dependency confusion in private package registries',
      datePublished: '2026-09-04T08:00:00.000Z',
      dateModified: '2026-09-04T08:00:00.000Z',
      author: [
        { '@type': 'Person', name: 'Tomás Oyelaran', jobTitle: 'Head of Offensive Security' },
        { '@type': 'Person', name: 'Priya Raman', jobTitle: 'Principal Cloud Security Architect' },
      ],
      image: [expect.stringMatching(/^https:\/\/www\.aegisline\.example\//)],
    });
    const [news] = jsonLd((await markup('/insights/crest-accreditation')).body);
    expect(news).toMatchObject({ '@type': 'NewsArticle' });
  });

  it('is a 404 with the not-found page when unknown, or only a draft', async () => {
    const unknown = await markup('/insights/no-such-article');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page not found');

    const token = await tokenFor(test.app, testAdmin.username, testAdmin.password);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        title: 'An advisory not yet out',
        slug: 'unreleased-advisory',
        description: 'Still under embargo.',
        kind: 'advisory',
        topics: ['Embargoed topic'],
        blocks: [{ type: 'intro', data: { title: 'Embargoed', description: 'Not for visitors yet.' } }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = await markup('/insights/unreleased-advisory');
    expect(draft.status).toBe(404);
    expect(draft.body).not.toContain('An advisory not yet out');
    expect((await markup('/insights')).body).not.toContain('An advisory not yet out');
    expect((await markup('/insights/topics/embargoed-topic')).status).toBe(404);
  });
});

describe('the home page', () => {
  it('shows the newest three articles, and links to all of them', async () => {
    const { body } = await markup('/');
    const section = body.slice(body.indexOf('id="latest-insights"'));
    expect(cardTitles(section).slice(0, 3).map(unescape)).toEqual(
      newestFirst.slice(0, 3).map((article) => article.title),
    );
    expect(section).toContain('href="/insights"');
  });
});
