import { beforeEach, describe, expect, it, vi } from 'vitest';
import { desktopChannels } from '../contract/desktop-bridge';
import { createBackendService } from './backend-service';
import type { IpcSenderEvent } from './ipc-sender';
import { invalidArgumentsMessage, refusedSenderMessage, registerIpcHandlers } from './ipc-handlers';
import { createSettingsStore } from './settings-store';
import { FakeSafeStorage } from './test-support/fake-safe-storage';
import { FakeSession } from './test-support/fake-session';
import { createMemoryKeyValueStore } from './test-support/memory-settings';
import { createTokenVault } from './token-vault';

type Handler = (event: IpcSenderEvent, ...args: unknown[]) => Promise<unknown>;

const appFrame: IpcSenderEvent = { senderFrame: { url: 'app://site/company', parent: null } };
const diagnosticsFrame: IpcSenderEvent = { senderFrame: { url: 'app://site/diagnostics.html', parent: null } };

function setup() {
  const handlers = new Map<string, Handler>();
  const settings = createSettingsStore(createMemoryKeyValueStore());
  const backends = createBackendService(settings, { HOSTED_API_URL: 'https://api.example.com' });
  const safeStorage = new FakeSafeStorage();
  const vault = createTokenVault(settings, safeStorage, 'darwin');
  const sessions = {
    local: new FakeSession('persist:backend-local'),
    hosted: new FakeSession('persist:backend-hosted'),
  };
  const deps = {
    backends,
    vault,
    sessionFor: (id: 'local' | 'hosted') => sessions[id],
    runRequest: vi.fn(async () => ({ status: 200, statusText: 'OK', body: '{}' })),
    openDiagnostics: vi.fn(),
    switchBackend: vi.fn(async (id: 'local' | 'hosted') => backends.setActive(id)),
    diagnosticsFacts: vi.fn(async () => ({}) as never),
    copyDiagnosticsReport: vi.fn(async () => undefined),
  };
  registerIpcHandlers({ handle: (channel, handler) => handlers.set(channel, handler) }, deps);
  const invoke = (channel: string, event: IpcSenderEvent, ...args: unknown[]): Promise<unknown> => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler(event, ...args);
  };
  return { handlers, deps, sessions, safeStorage, vault, invoke };
}

describe('IPC handlers', () => {
  let ipc: ReturnType<typeof setup>;
  beforeEach(() => {
    ipc = setup();
  });

  it('registers a handler for every bridge channel except the main-to-renderer event', () => {
    const expected = Object.values(desktopChannels).filter((channel) => channel !== desktopChannels.backendChanged);
    expect([...ipc.handlers.keys()].sort()).toEqual(expected.sort());
  });

  it.each([
    ['another origin', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a look-alike host', { senderFrame: { url: 'app://site.evil/', parent: null } }],
    ['a file page', { senderFrame: { url: 'file:///tmp/index.html', parent: null } }],
    ['an embedded frame', { senderFrame: { url: 'app://site/', parent: {} } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuses every channel when the sender is %s', async (_name, event: IpcSenderEvent) => {
    for (const channel of ipc.handlers.keys()) {
      await expect(ipc.invoke(channel, event, 'hosted')).rejects.toThrow(refusedSenderMessage);
    }
    expect(ipc.deps.openDiagnostics).not.toHaveBeenCalled();
    expect(ipc.deps.runRequest).not.toHaveBeenCalled();
  });

  it.each([
    [desktopChannels.backendSet, ['mainframe']],
    [desktopChannels.backendSet, []],
    [desktopChannels.backendSet, ['local', 'extra']],
    [desktopChannels.tokenClear, ['x']],
    [desktopChannels.backendGet, ['unexpected']],
    [desktopChannels.apiRequest, [{ backend: 'local', method: 'DELETE', path: '/api/pages' }]],
    [desktopChannels.apiRequest, [{ backend: 'local', method: 'GET', path: 'https://evil.example/api' }]],
    [desktopChannels.apiRequest, [{ backend: 'local', method: 'GET', path: '/api/../admin' }]],
  ])('refuses %s with invalid arguments %j', async (channel, args) => {
    await expect(ipc.invoke(channel, diagnosticsFrame, ...args)).rejects.toThrow(invalidArgumentsMessage);
    expect(ipc.deps.runRequest).not.toHaveBeenCalled();
  });

  it('answers the app frames, the diagnostics window included', async () => {
    expect(await ipc.invoke(desktopChannels.backendGet, appFrame)).toMatchObject({ id: 'hosted' });
    const diagnostics: IpcSenderEvent = { senderFrame: { url: 'app://site/diagnostics.html', parent: null } };
    expect(await ipc.invoke(desktopChannels.backendList, diagnostics)).toHaveLength(2);
    expect(await ipc.invoke(desktopChannels.backendSet, appFrame, 'local')).toMatchObject({ id: 'local' });
    await ipc.invoke(desktopChannels.openDiagnostics, appFrame);
    expect(ipc.deps.openDiagnostics).toHaveBeenCalledOnce();
  });

  it('has no channel that reads or sets a token', () => {
    expect([...ipc.handlers.keys()].filter((channel) => channel.startsWith('token:'))).toEqual(['token:clear']);
  });

  it("answers the tester's request channel for the diagnostics window only", async () => {
    const request = { backend: 'hosted', method: 'GET', path: '/api/user' };
    await expect(ipc.invoke(desktopChannels.apiRequest, appFrame, request)).rejects.toThrow(refusedSenderMessage);
    const lookalike: IpcSenderEvent = { senderFrame: { url: 'app://site/diagnostics.html.evil', parent: null } };
    await expect(ipc.invoke(desktopChannels.apiRequest, lookalike, request)).rejects.toThrow(refusedSenderMessage);
    expect(ipc.deps.runRequest).not.toHaveBeenCalled();
    const withQuery: IpcSenderEvent = { senderFrame: { url: 'app://site/diagnostics.html?tab=1', parent: null } };
    await ipc.invoke(desktopChannels.apiRequest, withQuery, request);
    expect(ipc.deps.runRequest).toHaveBeenCalledOnce();
  });

  it('passes a validated API request on, with its defaults applied', async () => {
    await ipc.invoke(desktopChannels.apiRequest, diagnosticsFrame, {
      backend: 'hosted',
      method: 'GET',
      path: '/api/user',
    });
    expect(ipc.deps.runRequest).toHaveBeenCalledWith({
      backend: 'hosted',
      method: 'GET',
      path: '/api/user',
      useToken: false,
    });
  });

  it("signing out forgets the active backend's token only", async () => {
    await ipc.vault.set('https://api.example.com', 'hosted-token');
    await ipc.vault.set('http://localhost:5000', 'local-token');
    await ipc.invoke(desktopChannels.tokenClear, appFrame);
    expect(await ipc.vault.get('https://api.example.com')).toBeNull();
    expect(await ipc.vault.get('http://localhost:5000')).toBe('local-token');
  });

  it("signing out of the local backend clears the token and that partition's cookies", async () => {
    await ipc.invoke(desktopChannels.backendSet, appFrame, 'local');
    await ipc.invoke(desktopChannels.tokenClear, appFrame);
    expect(ipc.sessions.local.clearStorageData).toHaveBeenCalledWith({ storages: ['cookies'] });
    expect(ipc.sessions.hosted.clearStorageData).not.toHaveBeenCalled();
  });

  it('answers the diagnostics facts and report for the diagnostics window only', async () => {
    await expect(ipc.invoke(desktopChannels.diagnosticsFacts, appFrame)).rejects.toThrow(refusedSenderMessage);
    await expect(ipc.invoke(desktopChannels.diagnosticsCopyReport, appFrame)).rejects.toThrow(refusedSenderMessage);
    expect(ipc.deps.diagnosticsFacts).not.toHaveBeenCalled();
    await ipc.invoke(desktopChannels.diagnosticsFacts, diagnosticsFrame);
    await ipc.invoke(desktopChannels.diagnosticsCopyReport, diagnosticsFrame);
    expect(ipc.deps.diagnosticsFacts).toHaveBeenCalledOnce();
    expect(ipc.deps.copyDiagnosticsReport).toHaveBeenCalledOnce();
  });
});
