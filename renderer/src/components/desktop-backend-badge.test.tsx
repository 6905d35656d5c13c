import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BackendInfo, DesktopBridge } from '../../../contract/desktop-bridge';
import { createDesktopPlatform, createWebPlatform, setPlatform } from '../lib/platform/platform';
import { renderWithProviders } from '../test/render-with-providers';
import { DesktopBackendBadge } from './desktop-backend-badge';

const local: BackendInfo = {
  id: 'local',
  label: 'Local backend',
  baseUrl: 'http://localhost:5000',
  authMode: 'cookie',
};
const hosted: BackendInfo = {
  id: 'hosted',
  label: 'Hosted backend',
  baseUrl: 'https://api.example.com',
  authMode: 'token',
};

function fakeBridge(active: BackendInfo) {
  const listeners = new Set<(backend: BackendInfo) => void>();
  const bridge: DesktopBridge = {
    kind: 'desktop',
    backend: {
      get: async () => active,
      list: async () => [local, hosted],
      set: async (id) => (id === 'local' ? local : hosted),
      onChanged: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    token: { clear: vi.fn() },
    request: vi.fn(),
    openDiagnostics: vi.fn(),
    diagnostics: { facts: vi.fn(), copyReport: vi.fn() },
  };
  return { bridge, emit: (backend: BackendInfo) => listeners.forEach((listener) => listener(backend)) };
}

describe('DesktopBackendBadge', () => {
  it('renders nothing on the web', () => {
    setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage));
    const { container } = renderWithProviders(<DesktopBackendBadge />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the active backend on the desktop and follows a change', async () => {
    const { bridge, emit } = fakeBridge(hosted);
    setPlatform(createDesktopPlatform(bridge, hosted));
    renderWithProviders(<DesktopBackendBadge />);
    expect(await screen.findByText('Hosted backend')).toBeVisible();
    expect(screen.getByText(/Active backend/)).toBeInTheDocument();
    act(() => emit(local));
    expect(screen.getByText('Local backend')).toBeVisible();
  });
});
