import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { socialArt, socialImagePath } from '../../contract/social-image';
import { startServerProcess } from '../test/server-process';

/** Whether libvips (what sharp loads) is mapped into the process. */
const hasLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

const dataDir = mkdtempSync(path.join(tmpdir(), 'lazy-sharp-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sharp is loaded on first use, not at start (issue 33: the server memory at 10,000 pages)', () => {
  it('serves pages without libvips mapped, and maps it once a picture is drawn', async () => {
    const env = { DATA_DIR: dataDir, SITE_ADMIN_PASSWORD: 'lazy-sharp-admin-password' };
    // The first start seeds the database (the seeded pictures are read with sharp); production restarts do not.
    const seeding = await startServerProcess(env);
    await seeding.stop();

    const server = await startServerProcess(env);
    try {
      const answer = await fetch(`${server.url}/api/public/pages/contact`);
      expect(answer.status).toBe(200);
      const page = (await answer.json()) as { title: string; blocks: { type: string; data: unknown }[] };
      expect((await fetch(`${server.url}/api/public/search?q=security`)).status).toBe(200);
      expect(hasLibvips(server.pid)).toBe(false);

      const image = socialImagePath({ kind: 'page', slug: 'contact', title: page.title, art: socialArt(page.blocks) });
      const drawn = await fetch(`${server.url}${image}`);
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get('content-type')).toBe('image/png');
      expect(hasLibvips(server.pid)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
