import { describe, expect, it, vi } from 'vitest';
import { createBackendService } from './backend-service';
import { editHostedUrl, planHostedUrlDialog } from './hosted-url-dialog';
import { createSettingsStore } from './settings-store';
import { createMemoryKeyValueStore } from './test-support/memory-settings';

describe('hosted URL editor', () => {
  it('offers a valid copied address, and Cancel', () => {
    const plan = planHostedUrlDialog({
      current: { url: null, source: 'none' },
      clipboardText: ' https://api.example.com/ ',
      envUrl: undefined,
    });
    expect(plan.buttons).toEqual(['Use https://api.example.com', 'Cancel']);
    expect(plan.actions[0]).toEqual({ kind: 'set', url: 'https://api.example.com' });
    expect(plan.cancelId).toBe(1);
    expect(plan.detail).toContain('Current: none (not configured).');
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
    const action = await editHostedUrl({
      backends,
      envUrl: undefined,
      readClipboard: async () => 'https://api.example.com',
      showMessageBox,
    });
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
      showMessageBox: async (options) => ({ response: options.cancelId }),
    });
    expect(kv.data.hostedUrl).toBe('https://saved.example.com');
  });
});
