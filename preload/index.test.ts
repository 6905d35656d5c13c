import { describe, expect, it, vi } from 'vitest';

const exposeInMainWorld = vi.hoisted(() => vi.fn());

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld },
  ipcRenderer: { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn(), send: vi.fn() },
}));

describe('preload entry', () => {
  it('exposes window.desktop and nothing else (no ipcRenderer)', async () => {
    await import('./index');
    expect(exposeInMainWorld).toHaveBeenCalledOnce();
    const [name, api] = exposeInMainWorld.mock.calls[0] ?? [];
    expect(name).toBe('desktop');
    expect(Object.keys(api as object).sort()).toEqual([
      'backend',
      'diagnostics',
      'kind',
      'openDiagnostics',
      'request',
      'token',
    ]);
    expect(JSON.stringify(Object.keys(api as object))).not.toContain('ipc');
  });
});
