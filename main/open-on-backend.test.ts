import { describe, expect, it, vi } from 'vitest';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import { openOnBackend, switchButtons } from './open-on-backend';

const backends: Record<BackendId, BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: 'https://cms.example.com', authMode: 'token' },
};

function setup(active: BackendId, answer: 'Switch and Open' | 'Cancel', configured: BackendId[] = ['local', 'hosted']) {
  const deps = {
    backends: {
      active: () => backends[active],
      get: (id: BackendId) => (configured.includes(id) ? backends[id] : undefined),
    },
    ask: vi.fn(async () => ({ response: switchButtons.indexOf(answer) })),
    open: vi.fn(),
    switchAndOpen: vi.fn(async () => true),
  };
  return deps;
}

const link = { backend: 'hosted', path: '/admin/pages/12' } as const;

describe('opening a screen of a named backend', () => {
  it('on the active backend, opens it without asking', async () => {
    const deps = setup('hosted', 'Cancel');
    expect(await openOnBackend(link, deps)).toBe('opened');
    expect(deps.open).toHaveBeenCalledWith('app://site/admin/pages/12');
    expect(deps.ask).not.toHaveBeenCalled();
  });

  it('on the other backend, asks first, Cancel being the default, and Cancel opens nothing', async () => {
    const deps = setup('local', 'Cancel');
    expect(await openOnBackend(link, deps)).toBe('stayed');
    expect(deps.ask).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Open this on the Hosted backend?',
        detail: expect.stringContaining('https://cms.example.com'),
        defaultId: 1,
        cancelId: 1,
      }),
    );
    expect(deps.open).not.toHaveBeenCalled();
    expect(deps.switchAndOpen).not.toHaveBeenCalled();
  });

  it('"Switch and Open" switches and opens the address in one navigation', async () => {
    const deps = setup('local', 'Switch and Open');
    expect(await openOnBackend(link, deps)).toBe('switched');
    expect(deps.switchAndOpen).toHaveBeenCalledWith('hosted', 'app://site/admin/pages/12');
    expect(deps.open).not.toHaveBeenCalled();
  });

  it('says so when the backend it names has no URL yet', async () => {
    const deps = setup('local', 'Switch and Open', ['local']);
    expect(await openOnBackend(link, deps)).toBe('not-configured');
    expect(deps.ask).toHaveBeenCalledWith(expect.objectContaining({ type: 'info' }));
    expect(deps.switchAndOpen).not.toHaveBeenCalled();
  });
});
