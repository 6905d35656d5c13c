import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('errors', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    t = await createTestApp();
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('never leaks a stack trace from an unexpected error', async () => {
    t = await createTestApp();
    t.app.get('/api/boom', () => {
      throw new Error('secret internals at /srv/app/server.ts:12');
    });
    const response = await t.app.inject('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
  });

  it('answers 500 to an unexpected error after a POST body was read, on a real connection too', async () => {
    // Node marks a request destroyed once its body is read; that is no sign of a client gone, and app.inject
    // never shows it, so this goes through a listening server.
    t = await createTestApp();
    t.app.post('/api/boom', async () => {
      await t?.app.db.selectFrom('pages').select('id').execute();
      throw new Error('a bug after the body was read and the database asked');
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/boom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ some: 'payload' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
  });

  it('sends security headers with a strict CSP', async () => {
    t = await createTestApp();
    const response = await t.app.inject('/api/public/pages');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the built web renderer', () => {
  function fakeBuild(): string {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    return webRoot;
  }

  it('answers HEAD on client routes like GET without a body, and another method with 405', async () => {
    t = await createTestApp({ webRoot: fakeBuild() });
    for (const url of ['/', '/services', '/company/partners']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.body).toBe('');
    }
    const post = await t.app.inject({ method: 'POST', url: '/services' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers client routes with index.html carrying the runtime configuration', async () => {
    t = await createTestApp({ webRoot: fakeBuild(), authMode: 'cookie' });
    for (const url of ['/', '/company/partners', '/admin/pages', '/anything']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('name="site-runtime-config"');
      expect(response.body).toContain('&quot;authMode&quot;:&quot;cookie&quot;');
    }
  });

  it('caches hashed assets for a year', async () => {
    t = await createTestApp({ webRoot: fakeBuild() });
    const response = await t.app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API routes with JSON', async () => {
    t = await createTestApp({ webRoot: fakeBuild() });
    expect((await t.app.inject('/api/unknown')).json()).toEqual({ error: 'Not found' });
  });
});
