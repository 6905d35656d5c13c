import { describe, expect, it, vi } from 'vitest';
import { createBackendService } from './backend-service';
import { editHostedUrl, planHostedUrlDialog } from './hosted-url-dialog';
import { createSettingsStore } from './settings-store';
import { createMemoryKeyValueStore } from './test-support/memory-settings';

describe('hosted URL editor', () => {
  it('offers a valid copied address with its ping result, and Cancel as the default', () => {
    const plan = planHostedUrlDialog({
      current: { url: null, source: 'none' },
      clipboardText: ' https://api.example.com/ ',
      envUrl: undefined,
      probe: { reachable: true, status: 200, latencyMs: 31, path: '/healthz' },
    });
    expect(plan.buttons).toEqual(['Use https://api.example.com', 'Cancel']);
    expect(plan.actions[0]).toEqual({ kind: 'set', url: 'https://api.example.com' });
    expect(plan.cancelId).toBe(1);
    expect(plan.defaultId).toBe(1);
    expect(plan.detail).toContain('Current: none (not configured).');
    expect(plan.detail).toContain('Reachable: /healthz answered 200 in 31 ms.');
  });

  it('says when the copied address does not answer', () => {
    const plan = planHostedUrlDialog({
      current: { url: null, source: 'none' },
      clipboardText: 'https://down.example.com',
      envUrl: undefined,
      probe: { reachable: false, status: null, latencyMs: 4, error: 'fetch failed' },
    });
    expect(plan.buttons).toEqual(['Use https://down.example.com anyway', 'Cancel']);
    expect(plan.detail).toContain('Not reachable: fetch failed.');
    expect(plan.defaultId).toBe(plan.cancelId);
  });

  it('does not offer a plain http address on a network host', () => {
    const plan = planHostedUrlDialog({
      current: { url: null, source: 'none' },
      clipboardText: 'http://api.example.com',
      envUrl: undefined,
    });
    expect(plan.buttons).toEqual(['Cancel']);
    expect(plan.detail).toContain('https://');
  });

  it('never echoes clipboard text that is not an http(s) address', () => {
    const plan = planHostedUrlDialog({
      current: { url: 'https://env.example.com', source: 'env' },
      clipboardText: 'my-password-123 javascript:alert(1)',
      envUrl: 'https://env.example.com',
    });
    expect(plan.buttons).toEqual(['Cancel']);
    expect(plan.detail).not.toContain('my-password-123');
    expect(plan.detail).toContain('copy the new address first');
  });

  it('offers to forget a saved address, naming the HOSTED_API_URL fallback', () => {
    const plan = planHostedUrlDialog({
      current: { url: 'https://saved.example.com', source: 'settings' },
      clipboardText: 'https://saved.example.com',
      envUrl: 'https://env.example.com',
    });
    expect(plan.buttons).toEqual(['Forget saved address', 'Cancel']);
    expect(plan.detail).toContain('HOSTED_API_URL (https://env.example.com)');
  });

  it('saves the chosen address through the backend service', async () => {
    const kv = createMemoryKeyValueStore();
    const backends = createBackendService(createSettingsStore(kv), {});
    const showMessageBox = vi.fn(async () => ({ response: 0 }));
    const ping = vi.fn(async () => ({ reachable: true as const, status: 200, latencyMs: 12, path: '/healthz' }));
    const action = await editHostedUrl({
      backends,
      envUrl: undefined,
      readClipboard: async () => 'https://api.example.com',
      ping,
      showMessageBox,
    });
    expect(ping).toHaveBeenCalledWith('https://api.example.com');
    expect(showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ defaultId: 1, cancelId: 1 }));
    expect(action).toEqual({ kind: 'set', url: 'https://api.example.com' });
    expect(kv.data.hostedUrl).toBe('https://api.example.com');
    expect(backends.active().id).toBe('hosted');
  });

  it('changes nothing on Cancel', async () => {
    const kv = createMemoryKeyValueStore({ hostedUrl: 'https://saved.example.com' });
    const backends = createBackendService(createSettingsStore(kv), {});
    await editHostedUrl({
      backends,
      envUrl: undefined,
      readClipboard: async () => 'https://other.example.com',
      ping: async () => ({ reachable: true as const, status: 200, latencyMs: 1, path: '/healthz' }),
      showMessageBox: async (options) => ({ response: options.cancelId }),
    });
    expect(kv.data.hostedUrl).toBe('https://saved.example.com');
  });
});
