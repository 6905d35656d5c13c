import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../contract/search/search-result';
import { SearchResponseSchema } from '../../../contract/search/search-result';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { contentVersionTtlMs } from '../../search/search-service';

let t: TestApp;
beforeEach(async () => {
  // Only the clock the content-version cache reads is faked; timers and I/O run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

async function search(q: string): Promise<SearchResponse> {
  const response = await t.app.inject({ url: '/api/public/search', query: { q } });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

const titles = (response: SearchResponse) => response.results.map((result) => result.title);

/**
 * Writes a row the way any editor would, stamping `updated_at` as every save does, then lets the
 * content-version cache (at most a second) expire.
 */
async function updateRow(
  table: 'pages' | 'subpages',
  slug: string,
  values: { blocks?: unknown; status?: 'draft' | 'published' },
) {
  vi.setSystemTime(Date.now() + contentVersionTtlMs);
  await t.app.db
    .updateTable(table)
    .set({
      ...(values.blocks === undefined ? {} : { content: JSON.stringify(values.blocks) }),
      ...(values.status === undefined ? {} : { status: values.status }),
      updated_at: new Date().toISOString(),
    })
    .where('slug', '=', slug)
    .execute();
}

describe('GET /api/public/search', () => {
  it('finds a phrase deep inside a subpage section as a content result anchored at that section', async () => {
    const response = await search('  Telemetry Enrichment Pipeline ');
    expect(response.query).toBe('Telemetry Enrichment Pipeline');
    expect(response.results).toHaveLength(1);
    const [hit] = response.results;
    expect(hit).toMatchObject({
      type: 'content',
      path: '/services/ai-fusion-center',
      sectionId: 'faq',
      parentTitle: 'AI Fusion Centre',
      group: 'Services',
    });
    const marked = hit!.highlights.snippet.map(({ start, end }) => hit!.snippet.slice(start, end));
    expect(marked).toEqual(['telemetry enrichment pipeline']);
  });

  it('answers pages at /{slug}, home at / and subpages at their full path', async () => {
    const paths = (await search('zero trust')).results.map((result) => `${result.type} ${result.path}`);
    expect(paths).toContain('subpage /services/zero-trust-security');
    const home = (await search('home')).results.find((result) => result.type === 'page' && result.slug === 'home');
    expect(home?.path).toBe('/');
  });

  it('answers empty results for an empty, blank or missing term', async () => {
    expect(await search('')).toEqual({ query: '', results: [] });
    expect(await search('   ')).toEqual({ query: '', results: [] });
    const missing = await t.app.inject('/api/public/search');
    expect(missing.json()).toEqual({ query: '', results: [] });
  });

  it('refuses a term over 200 characters with a 400 naming q', async () => {
    const response = await t.app.inject({ url: '/api/public/search', query: { q: 'x'.repeat(201) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty('q');
    expect((await t.app.inject({ url: '/api/public/search', query: { q: 'x'.repeat(200) } })).statusCode).toBe(200);
  });

  it('never shows draft content', async () => {
    expect(titles(await search('Cyber risk for boards'))).toEqual([]);
    expect(titles(await search('Security training from'))).toEqual([]);
  });

  it('hides a subpage and its sections once its parent page is unpublished', async () => {
    expect(titles(await search('telemetry enrichment'))).not.toEqual([]);
    await updateRow('pages', 'services', { status: 'draft' });
    expect(await search('telemetry enrichment')).toEqual({ query: 'telemetry enrichment', results: [] });
    const paths = (await search('AI Fusion Centre')).results.map((result) => result.path);
    expect(paths.filter((path) => path.startsWith('/services'))).toEqual([]);
  });

  it('shows content changes on the next search', async () => {
    expect(titles(await search('quantum-safe roadmap'))).toEqual([]);
    const faq = { title: 'New questions', items: [{ question: 'Next?', answer: 'Our quantum-safe roadmap.' }] };
    await updateRow('subpages', 'ai-fusion-center', { blocks: [{ id: 'faq-block', type: 'faq', data: faq }] });
    expect(titles(await search('quantum-safe roadmap'))).toEqual(['New questions']);
    expect(titles(await search('telemetry enrichment pipeline'))).toEqual([]);

    await updateRow('pages', 'learning', { status: 'published' });
    expect(titles(await search('Cyber risk for boards'))).toEqual(['Text blocks']);
  });

  it('trusts a read content version for at most a second', async () => {
    expect(contentVersionTtlMs).toBeLessThanOrEqual(1000);
    expect(titles(await search('quantum-safe roadmap'))).toEqual([]);
    const faq = { title: 'New questions', items: [{ question: 'Next?', answer: 'Our quantum-safe roadmap.' }] };
    await t.app.db
      .updateTable('subpages')
      .set({
        content: JSON.stringify([{ id: 'faq-block', type: 'faq', data: faq }]),
        updated_at: new Date(Date.now() + 1).toISOString(),
      })
      .where('slug', '=', 'ai-fusion-center')
      .execute();
    expect(titles(await search('quantum-safe roadmap'))).toEqual([]);
    vi.setSystemTime(Date.now() + contentVersionTtlMs);
    expect(titles(await search('quantum-safe roadmap'))).toEqual(['New questions']);
  });

  it('anchors a hit in a second block of a type at that block: its type and heading', async () => {
    const first = {
      title: 'Questions',
      items: [{ question: 'How fast?', answer: 'Inside forty minutes, every time.' }],
    };
    const second = { title: 'Pricing questions', items: [{ question: 'Cost?', answer: 'A fixed retainer fee.' }] };
    await updateRow('subpages', 'ai-fusion-center', {
      blocks: [
        { id: 'first', type: 'faq', data: first },
        { id: 'second', type: 'faq', data: second },
      ],
    });
    expect((await search('forty minutes')).results).toMatchObject([{ title: 'Questions', sectionId: 'faq' }]);
    expect((await search('fixed retainer fee')).results).toMatchObject([
      {
        type: 'content',
        title: 'Pricing questions',
        path: '/services/ai-fusion-center',
        sectionId: 'faq-pricing-questions',
      },
    ]);
  });

  it('is absent when the app is built without it', async () => {
    const plain = await createTestApp({ search: false });
    try {
      expect((await plain.app.inject('/api/public/search?q=cloud')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
