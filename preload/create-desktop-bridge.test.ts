import type { IpcRendererEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { desktopChannels } from '../contract/desktop-bridge';
import { createDesktopBridge } from './create-desktop-bridge';

type Listener = (event: IpcRendererEvent, ...args: unknown[]) => void;

function setup() {
  const listeners = new Set<Listener>();
  const ipc = {
    invoke: vi.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => undefined),
    on: vi.fn((_channel: string, listener: Listener) => listeners.add(listener)),
    removeListener: vi.fn((_channel: string, listener: Listener) => listeners.delete(listener)),
  };
  const emit = (...args: unknown[]) => {
    for (const listener of listeners) listener({ sender: 'ipc internals' } as unknown as IpcRendererEvent, ...args);
  };
  return { ipc, listeners, emit, bridge: createDesktopBridge(ipc) };
}

describe('desktop bridge (preload)', () => {
  it('exposes exactly the contract, nothing else', () => {
    const { bridge } = setup();
    expect(Object.keys(bridge).sort()).toEqual([
      'backend',
      'diagnostics',
      'kind',
      'openDiagnostics',
      'request',
      'token',
    ]);
    expect(Object.keys(bridge.backend).sort()).toEqual(['get', 'list', 'onChanged', 'set']);
    expect(Object.keys(bridge.token).sort()).toEqual(['clear']);
    expect(bridge.kind).toBe('desktop');
  });

  it('maps each capability to its channel', async () => {
    const { bridge, ipc } = setup();
    await bridge.backend.get();
    await bridge.backend.list();
    await bridge.backend.set('local');
    await bridge.token.clear();
    await bridge.request({ backend: 'hosted', method: 'GET', path: '/api/user', useToken: true });
    await bridge.openDiagnostics();
    await bridge.diagnostics.facts();
    await bridge.diagnostics.copyReport();
    expect(ipc.invoke.mock.calls).toEqual([
      [desktopChannels.backendGet],
      [desktopChannels.backendList],
      [desktopChannels.backendSet, 'local'],
      [desktopChannels.tokenClear],
      [desktopChannels.apiRequest, { backend: 'hosted', method: 'GET', path: '/api/user', useToken: true }],
      [desktopChannels.openDiagnostics],
      [desktopChannels.diagnosticsFacts],
      [desktopChannels.diagnosticsCopyReport],
    ]);
  });

  it('onChanged passes only the backend (never the IPC event) and returns an unsubscribe', () => {
    const { bridge, emit, listeners } = setup();
    const listener = vi.fn();
    const unsubscribe = bridge.backend.onChanged(listener);
    const backend = { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' };
    emit(backend);
    expect(listener).toHaveBeenCalledWith(backend);
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
    emit(backend);
    expect(listener).toHaveBeenCalledOnce();
  });
});
