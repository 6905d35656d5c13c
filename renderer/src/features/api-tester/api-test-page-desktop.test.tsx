import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendId, BridgeApiRequest, BridgeApiResponse } from '../../../../contract/desktop-bridge';
import { createDesktopPlatform, setPlatform } from '../../lib/platform/platform';
import { renderWithProviders } from '../../test/render-with-providers';
import { ApiTestPage } from './api-test-page';
import { createFakeBridge, fakeBackends } from './fake-desktop-bridge';

const user = { id: 1, username: 'admin', displayName: 'Site Administrator', email: null, role: 'admin' };
const ok = (body: unknown): BridgeApiResponse => ({ status: 200, statusText: 'OK', body: JSON.stringify(body) });

function answer(request: BridgeApiRequest): BridgeApiResponse {
  // Main has already taken the token out of the answer (see main/sign-in-capture.ts).
  if (request.path === '/api/token-login') return ok({ success: true, user });
  if (request.path === '/api/user' && !request.useToken) return { status: 401, statusText: 'Unauthorized', body: '{}' };
  return ok({ path: request.path });
}

function renderDesktop(active: BackendId, handler = answer) {
  const bridge = createFakeBridge(active, handler);
  setPlatform(createDesktopPlatform(bridge, fakeBackends[active]));
  renderWithProviders(<ApiTestPage inDiagnosticsWindow />);
  return bridge;
}

const card = (path: string) => screen.getByRole('article', { name: path });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API tester on the desktop', () => {
  it("shows main's base URLs and opens on the active backend", async () => {
    renderDesktop('hosted');
    const hostedTab = await screen.findByRole('tab', { name: 'Python Backend' });
    expect(hostedTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Python Backend' })).toHaveTextContent(
      'Target: https://api.aegisline.example',
    );
    expect(screen.getByRole('tab', { name: 'Node.js Backend' })).toHaveTextContent('http://localhost:5000');
    // Read-only: main owns the backend URLs.
    expect(screen.queryByRole('textbox', { name: 'Base URL' })).not.toBeInTheDocument();
  });

  it('runs every request through the bridge, with the token for /api/user on the hosted backend only', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const bridge = renderDesktop('hosted');
    await userEvent.click(await screen.findByRole('button', { name: 'Test All Endpoints' }));
    await waitFor(() => expect(within(card('/api/public/global-components/cta')).getByText('Success')).toBeVisible());
    expect(within(card('/api/user')).getByText('Success')).toBeVisible();
    expect(bridge.request.mock.calls.map(([request]) => [request.backend, request.path, request.useToken])).toEqual([
      ['hosted', '/api/user', true],
      ['hosted', '/api/public/pages/home', false],
      ['hosted', '/api/public/global-components/header', false],
      ['hosted', '/api/public/global-components/footer', false],
      ['hosted', '/api/public/global-components/cta', false],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    bridge.request.mockClear();
    await userEvent.click(screen.getByRole('tab', { name: 'Node.js Backend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Test /api/user' }));
    expect(await within(card('/api/user')).findByText('HTTP Error 401 Unauthorized')).toBeVisible();
    expect(bridge.request).toHaveBeenCalledWith(
      expect.objectContaining({ backend: 'local', path: '/api/user', useToken: false }),
    );
  });

  it('status 0 from main is the network message; a refused bridge call is "Unknown error"', async () => {
    renderDesktop('local', (request) => {
      if (request.path === '/api/user') throw new Error('invalid arguments');
      return { status: 0, statusText: 'Network error', body: 'connect ECONNREFUSED' };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Test All Endpoints' }));
    expect(await within(card('/api/user')).findByText('Unknown error')).toBeVisible();
    expect(
      await within(card('/api/public/pages/home')).findByText(
        'Network connection error - please check your connection and try again',
      ),
    ).toBeVisible();
  });

  it('token login goes through main, which keeps the token: the page never sees one', async () => {
    const bridge = renderDesktop('hosted');
    await userEvent.click(await screen.findByRole('button', { name: 'Get token' }));
    expect(await screen.findByText('Token held for admin.')).toBeVisible();
    expect(bridge.request).toHaveBeenCalledWith({
      backend: 'hosted',
      method: 'POST',
      path: '/api/token-login',
      body: { username: 'demo', password: 'demo-password-2026' },
      useToken: false,
    });
    expect(Object.keys(bridge.token)).toEqual(['clear']);
  });

  it('a hosted sign-in works while the local backend is active: main keeps tokens per backend', async () => {
    renderDesktop('local');
    await userEvent.click(await screen.findByRole('tab', { name: 'Python Backend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get token' }));
    expect(await screen.findByText('Token held for admin.')).toBeVisible();
  });

  it('a hosted backend main has no URL for cannot be tested', async () => {
    const bridge = createFakeBridge('local', answer);
    bridge.backend.list.mockResolvedValue([fakeBackends.local]);
    setPlatform(createDesktopPlatform(bridge, fakeBackends.local));
    renderWithProviders(<ApiTestPage inDiagnosticsWindow />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Python Backend' }));
    const panel = screen.getByRole('tabpanel', { name: 'Python Backend' });
    expect(panel).toHaveTextContent('Target: Not configured');
    expect(within(panel).queryByRole('button', { name: 'Test All Endpoints' })).not.toBeInTheDocument();
  });
});

describe('API tester route in the desktop main window', () => {
  it('offers the diagnostics window instead of running requests main would refuse', async () => {
    const bridge = createFakeBridge('hosted', answer);
    setPlatform(createDesktopPlatform(bridge, fakeBackends.hosted));
    renderWithProviders(<ApiTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Open diagnostics' }));
    expect(bridge.openDiagnostics).toHaveBeenCalledOnce();
    expect(bridge.request).not.toHaveBeenCalled();
  });
});

describe('diagnostics window facts', () => {
  it("shows main's facts (whether a token is held, never one) and copies the report through main", async () => {
    const bridge = renderDesktop('hosted');
    const facts = await screen.findByRole('region', { name: 'This app' });
    expect(await within(facts).findByRole('group', { name: 'Versions' })).toHaveTextContent('Electron 45.4.1');
    expect(within(facts).getByRole('group', { name: 'Active backend' })).toHaveTextContent(
      'Hosted backend (https://api.aegisline.example)',
    );
    expect(within(facts).getByRole('group', { name: 'Reachability' })).toHaveTextContent('in 41 ms');
    expect(within(facts).getByRole('group', { name: 'Token storage' })).toHaveTextContent('Memory only');
    expect(within(facts).getByRole('group', { name: 'Signed in' })).toHaveTextContent('A token is held');
    expect(within(facts).getByRole('list', { name: 'Recent log' })).toHaveTextContent('warn');
    await userEvent.click(within(facts).getByRole('button', { name: 'Copy report' }));
    expect(await within(facts).findByText('Report copied to the clipboard.')).toBeVisible();
    expect(bridge.diagnostics.copyReport).toHaveBeenCalledOnce();
  });
});
