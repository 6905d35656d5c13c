import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCtaContent } from '../../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { getCtaContent, getFooterContent, getHeaderConfig } from './public-content-fetch';

const fetchMock = vi.fn<typeof fetch>();
const warn = vi.fn();
const answer = (name: string, content: unknown) => jsonResponse(200, { name, content, updatedAt: '2025-01-01' });

const header = { ...defaultHeaderConfig, searchPlaceholder: 'Find…' };
const footer = { ...defaultFooterContent, copyrightText: 'Us.' };
const cta = { ...defaultCtaContent, title: 'Talk to us' };

const cases = [
  {
    name: 'header',
    get: getHeaderConfig,
    content: header,
    fallback: defaultHeaderConfig,
    log: 'Failed to fetch header configuration',
  },
  {
    name: 'footer',
    get: getFooterContent,
    content: footer,
    fallback: defaultFooterContent,
    log: 'Failed to fetch footer content',
  },
  { name: 'cta', get: getCtaContent, content: cta, fallback: defaultCtaContent, log: 'Failed to fetch CTA content' },
] as const;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  warn.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(warn);
  installTestPlatform();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(cases)('$name content', ({ name, get, content, fallback, log }) => {
  it('returns the content the server holds', async () => {
    fetchMock.mockResolvedValue(answer(name, content));
    await expect(get()).resolves.toEqual(content);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/public/global-components/${name}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default, with a warning, when the call fails', async () => {
    fetchMock.mockResolvedValue(textResponse(500, ''));
    const result = get();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toEqual(fallback);
    expect(warn).toHaveBeenCalledWith(log, expect.objectContaining({ message: 'Server error: 500' }));
  });

  it('falls back to the default when nothing is configured (404)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Global component not found' }));
    await expect(get()).resolves.toEqual(fallback);
    expect(warn).toHaveBeenCalledWith(log, expect.anything());
  });

  it('falls back to the default when the content is malformed', async () => {
    fetchMock.mockResolvedValue(answer(name, { menuItems: 'nope', title: 42 }));
    await expect(get()).resolves.toEqual(fallback);
    expect(warn).toHaveBeenCalledWith(log, expect.anything());
  });

  it('falls back to the default when the answer itself is malformed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, content));
    await expect(get()).resolves.toEqual(fallback);
  });

  it('stays cancelled rather than caching the default when the query is aborted', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const result = get(controller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
  });
});

describe.each(cases)('$name content in a preview (issue 29)', ({ name, get, content }) => {
  const draft = { name, content, updatedAt: '2025-01-02' };

  it('reads every working draft from the admin for staff', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { component: draft }));
    await expect(get(undefined, { kind: 'staff' })).resolves.toEqual(content);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/admin/global-components/${name}/preview`]);
  });

  it('reads the draft a shared link names', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { component: draft }));
    await expect(get(undefined, { kind: 'link', secret: 'a-secret-of-the-link', name })).resolves.toEqual(content);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/public/preview/a-secret-of-the-link']);
  });

  it('shows the published one when the link’s answer is another component’s', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/public/preview/')
          ? jsonResponse(200, { component: { ...draft, name: name === 'cta' ? 'header' : 'cta' } })
          : answer(name, content),
      ),
    );
    await expect(get(undefined, { kind: 'link', secret: 'a-secret-of-the-link', name })).resolves.toEqual(content);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/public/preview/a-secret-of-the-link',
      `/api/public/global-components/${name}`,
    ]);
  });

  it('shows the published one when the preview cannot be read (signed out, a revoked link)', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).endsWith('/preview') ? jsonResponse(401, { error: 'Unauthorized' }) : answer(name, content),
      ),
    );
    const result = get(undefined, { kind: 'staff' });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toMatchObject(content);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(`/api/public/global-components/${name}`);
  });
});
