import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { HeaderConfig } from '../../../contract/global-components/header-config';
import { e2eAdmin } from './e2e-servers';

/** A bearer token for the seeded admin on the server `request` is pointed at. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The header as the admin sees it (its draft when one is pending). */
export async function readHeader(request: APIRequestContext): Promise<HeaderConfig> {
  const response = await request.get('/api/admin/global-components/header', { headers: await adminAuth(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: HeaderConfig }).content;
}

/**
 * Saves `content` over the version just read (its ETag as If-Match) and publishes it, as the header editor does: the
 * header is live, without a draft, afterwards.
 */
export async function publishHeader(request: APIRequestContext, content: HeaderConfig): Promise<void> {
  const auth = await adminAuth(request);
  const current = await request.get('/api/admin/global-components/header', { headers: auth });
  const saved = await request.put('/api/admin/global-components/header', {
    headers: { ...auth, 'if-match': current.headers()['etag'] ?? '' },
    data: { content },
  });
  expect(saved.status()).toBe(200);
  const published = await request.post('/api/admin/global-components/header/publish', {
    headers: { ...auth, 'if-match': saved.headers()['etag'] ?? '' },
  });
  expect(published.status()).toBe(200);
}
