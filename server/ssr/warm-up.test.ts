import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { useTemporaryWebRoot } from '../test/temporary-web-root';
import { publishedAddresses } from '../routes/seo/published-addresses';
import type { PageRendererModule } from './load-page-renderer';
import { warmUpPages } from './warm-up';

const webRoot = useTemporaryWebRoot();
async function appRendering(): Promise<{ t: TestApp; renders: string[] }> {
  const renders: string[] = [];
  const renderer: PageRendererModule = {
    async renderPage({ url }) {
      renders.push(url);
      return { status: 200, head: '', html: `<h1>${url}</h1>`, state: '{}' };
    },
  };
  return { t: await createTestApp({ webRoot: webRoot(), pageRenderer: renderer }), renders };
}

describe('warming up the page renders at start', () => {
  it('renders every published page and subpage once, and a visit then finds it stored', async () => {
    const { t, renders } = await appRendering();
    try {
      const published = (await publishedAddresses(t.app)).map((address) => address.path);
      expect(published).toContain('/');
      expect(published).toContain('/services/cloud-security');
      const result = await warmUpPages(t.app, { budgetMs: 60_000 });
      expect(result).toMatchObject({ rendered: published.length, of: published.length });
      expect(renders).toEqual(published);
      expect(t.app.pageCacheStats().entries).toBe(published.length);
      expect((await t.app.inject('/services')).statusCode).toBe(200);
      expect(renders).toHaveLength(published.length);
    } finally {
      await t.close();
    }
  });

  it('starts no render once its budget is spent', async () => {
    const { t, renders } = await appRendering();
    try {
      let now = 0;
      // Each look at the clock is a second later: the budget of 2.5 s allows the renders begun at 1 s and 2 s.
      const result = await warmUpPages(t.app, { budgetMs: 2_500, clock: () => (now += 1_000) - 1_000 });
      expect(renders).toHaveLength(2);
      expect(result.rendered).toBe(2);
      expect(result.of).toBeGreaterThan(2);
    } finally {
      await t.close();
    }
  });
});
