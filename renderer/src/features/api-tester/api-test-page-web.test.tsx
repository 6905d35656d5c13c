import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebPlatform, setPlatform } from '../../lib/platform/platform';
import { renderWithProviders } from '../../test/render-with-providers';
import { ApiTestPage } from './api-test-page';

const user = { id: 7, username: 'demo', displayName: 'Demo Viewer', email: null, role: 'viewer' };
const json = (status: number, body: unknown, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; init: RequestInit };

function stubServer() {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.startsWith('http://127.0.0.1:9')) throw new TypeError('Failed to fetch');
    if (url.endsWith('/api/token-login')) return json(200, { success: true, token: 'tester-token', user });
    if (url.endsWith('/api/user')) {
      const auth = new Headers(init.headers).get('Authorization');
      return auth ? json(200, { authenticated: true, user }) : json(401, { error: 'Unauthorized' }, 'Unauthorized');
    }
    return json(200, { content: { title: 'Home' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const card = (path: string) => screen.getByRole('article', { name: path });
const authHeader = (call: Call | undefined) => new Headers(call?.init.headers).get('Authorization');

beforeEach(() => {
  setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API tester on the web', () => {
  it("shows both tabs aimed at the page's own origin and switches with the arrow keys", async () => {
    stubServer();
    renderWithProviders(<ApiTestPage />);
    const nodeTab = screen.getByRole('tab', { name: 'Node.js Backend' });
    expect(nodeTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Node.js Backend' })).toHaveTextContent(
      `Target: ${window.location.origin}`,
    );

    nodeTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const pythonTab = screen.getByRole('tab', { name: 'Python Backend' });
    expect(pythonTab).toHaveFocus();
    expect(pythonTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Python Backend' })).toHaveTextContent(
      `Target: ${window.location.origin}`,
    );
    expect(screen.queryByRole('tabpanel', { name: 'Node.js Backend' })).not.toBeInTheDocument();
  });

  it('Test All on the Node tab runs all five with credentials and no token', async () => {
    const calls = stubServer();
    renderWithProviders(<ApiTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test All Endpoints' }));

    await waitFor(() => expect(within(card('/api/user')).getByText('Failed')).toBeVisible());
    expect(within(card('/api/user')).getByText('HTTP Error 401 Unauthorized')).toBeVisible();
    expect(card('/api/user')).toHaveTextContent('Status 401');
    for (const path of [
      '/api/public/pages/home',
      '/api/public/global-components/header',
      '/api/public/global-components/footer',
      '/api/public/global-components/cta',
    ]) {
      await waitFor(() => expect(within(card(path)).getByText('Success')).toBeVisible());
      expect(card(path)).toHaveTextContent('Status 200');
      expect(card(path)).toHaveTextContent(/Tested at \S+/);
    }
    expect(calls.map((call) => call.url.replace(window.location.origin, ''))).toEqual([
      '/api/user',
      '/api/public/pages/home',
      '/api/public/global-components/header',
      '/api/public/global-components/footer',
      '/api/public/global-components/cta',
    ]);
    expect(calls.every((call) => call.init.credentials === 'include' && !authHeader(call))).toBe(true);

    const home = card('/api/public/pages/home');
    const toggle = within(home).getByRole('button', { name: 'Response data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(home).getByText(/"title": "Home"/)).toBeVisible();
  });

  it('the Python tab signs in through its own form and sends the token with /api/user only', async () => {
    const calls = stubServer();
    renderWithProviders(<ApiTestPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Python Backend' }));
    const panel = screen.getByRole('tabpanel', { name: 'Python Backend' });

    expect(within(panel).getByLabelText('Username')).toHaveValue('demo');
    expect(within(panel).getByLabelText('Password')).toHaveValue('demo-password-2026');
    await userEvent.click(within(panel).getByRole('button', { name: 'Get token' }));
    await waitFor(() => expect(within(panel).getByText('Token held for demo.')).toBeVisible());
    const login = calls.at(-1);
    expect(login?.init.method).toBe('POST');
    expect(JSON.parse(String(login?.init.body))).toEqual({ username: 'demo', password: 'demo-password-2026' });
    // The tester's token is its own: the site's sign-in is untouched.
    expect(window.localStorage.getItem('santan_auth_token')).toBeNull();
    expect(window.sessionStorage.getItem('api-tester-token')).toContain('tester-token');

    calls.length = 0;
    await userEvent.click(within(panel).getByRole('button', { name: 'Test All Endpoints' }));
    await waitFor(() => expect(within(card('/api/user')).getByText('Success')).toBeVisible());
    expect(calls).toHaveLength(5);
    for (const call of calls) {
      expect(authHeader(call)).toBe(call.url.endsWith('/api/user') ? 'Bearer tester-token' : null);
      expect(call.init.credentials).toBe('omit');
    }

    await userEvent.click(within(panel).getByRole('button', { name: 'Forget token' }));
    expect(within(panel).getByText('No token yet: /api/user goes without one.')).toBeVisible();
    expect(window.sessionStorage.getItem('api-tester-token')).toBeNull();
  });

  it('shows the server error when token login is refused', async () => {
    stubServer();
    vi.stubGlobal('fetch', async () =>
      json(401, { success: false, error: 'Invalid username or password' }, 'Unauthorized'),
    );
    renderWithProviders(<ApiTestPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Python Backend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get token' }));
    expect(await screen.findByText('Invalid username or password')).toBeVisible();
    expect(screen.getByText('Login failed')).toBeVisible();
  });

  it('a tab pointed at a backend that is down shows the network message; bad URLs are refused', async () => {
    const calls = stubServer();
    renderWithProviders(<ApiTestPage />);
    const field = screen.getByRole('textbox', { name: 'Base URL' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ftp://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter an http:// or https:// URL')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'http://127.0.0.1:9/');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('tabpanel', { name: 'Node.js Backend' })).toHaveTextContent('Target: http://127.0.0.1:9');
    expect(JSON.parse(window.localStorage.getItem('api-tester-base-urls') ?? '{}')).toEqual({
      local: 'http://127.0.0.1:9',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Test /api/public/pages/home' }));
    const home = card('/api/public/pages/home');
    expect(
      await within(home).findByText('Network connection error - please check your connection and try again'),
    ).toBeVisible();
    expect(within(home).getByText('Failed')).toBeVisible();
    expect(calls.at(-1)?.url).toBe('http://127.0.0.1:9/api/public/pages/home');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tabpanel', { name: 'Node.js Backend' })).toHaveTextContent(
      `Target: ${window.location.origin}`,
    );
  });

  it('a 2xx that is not JSON reads "Invalid JSON response"', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { status: 200 }));
    renderWithProviders(<ApiTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test /api/public/global-components/cta' }));
    expect(await within(card('/api/public/global-components/cta')).findByText('Invalid JSON response')).toBeVisible();
  });
});
