import { describe, expect, it, vi } from 'vitest';
import type { BackendEnv } from './backend-service';
import { createBackendService } from './backend-service';
import { createSettingsStore } from './settings-store';
import { createMemoryKeyValueStore } from './test-support/memory-settings';

function setup(initial: Record<string, unknown> = {}, env: BackendEnv = {}) {
  const kv = createMemoryKeyValueStore(initial);
  const hostedOriginLeft = vi.fn();
  return { kv, hostedOriginLeft, backends: createBackendService(createSettingsStore(kv), env, { hostedOriginLeft }) };
}

describe('backend service', () => {
  it('defaults to hosted when a hosted URL is configured, as the spec asks', () => {
    const { backends } = setup({}, { HOSTED_API_URL: 'https://api.example.com/' });
    expect(backends.active()).toEqual({
      id: 'hosted',
      label: 'Hosted backend',
      baseUrl: 'https://api.example.com',
      authMode: 'token',
    });
  });

  it('falls back to local (cookie sessions on localhost:5000) without a hosted URL', () => {
    const { backends } = setup({ backend: 'hosted' }, { HOSTED_API_URL: 'not a url' });
    expect(backends.active()).toEqual({
      id: 'local',
      label: 'Local backend',
      baseUrl: 'http://localhost:5000',
      authMode: 'cookie',
    });
    expect(backends.list().map((backend) => backend.id)).toEqual(['local']);
  });

  it('prefers the saved hosted URL over HOSTED_API_URL', () => {
    const { backends } = setup(
      { hostedUrl: 'https://saved.example.com' },
      { HOSTED_API_URL: 'https://env.example.com' },
    );
    expect(backends.hostedUrl()).toEqual({ url: 'https://saved.example.com', source: 'settings' });
    backends.setHostedUrl(undefined);
    expect(backends.hostedUrl()).toEqual({ url: 'https://env.example.com', source: 'env' });
  });

  it('persists the chosen backend and tells subscribers the before and after', () => {
    const { kv, backends } = setup({}, { HOSTED_API_URL: 'https://api.example.com' });
    const listener = vi.fn();
    backends.subscribe(listener);
    expect(backends.setActive('local').id).toBe('local');
    expect(kv.data.backend).toBe('local');
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'local' }),
      expect.objectContaining({ id: 'hosted' }),
    );
  });

  it('refuses to switch to hosted while it has no URL', () => {
    const { kv, backends } = setup();
    expect(() => backends.setActive('hosted')).toThrow(/no URL/);
    expect(kv.data.backend).toBeUndefined();
  });

  it('validates a new hosted URL before saving it', () => {
    const { kv, backends } = setup();
    expect(() => backends.setHostedUrl('ftp://files.example.com')).toThrow();
    expect(kv.data.hostedUrl).toBeUndefined();
    backends.setHostedUrl(' https://api.example.com/ ');
    expect(kv.data.hostedUrl).toBe('https://api.example.com');
  });

  it('ignores hand-edited settings that do not validate', () => {
    const { backends } = setup({ backend: 'mainframe', hostedUrl: 'javascript:alert(1)' });
    expect(backends.active().id).toBe('local');
    expect(backends.hostedUrl().url).toBeNull();
  });

  it('uses the build-time default hosted URL and backend until the menu overrides them', () => {
    const { backends } = setup(
      {},
      { DESKTOP_DEFAULT_HOSTED_URL: 'https://cms.aegisline.example', DESKTOP_DEFAULT_BACKEND: 'local' },
    );
    expect(backends.hostedUrl()).toEqual({ url: 'https://cms.aegisline.example', source: 'build' });
    expect(backends.active().id).toBe('local');
    backends.setActive('hosted');
    backends.setHostedUrl('https://other.example');
    expect(backends.active()).toMatchObject({ id: 'hosted', baseUrl: 'https://other.example' });
  });

  it("a hosted URL on another origin makes main forget the old origin's token and partition", () => {
    const { backends, hostedOriginLeft } = setup({}, { HOSTED_API_URL: 'https://api.example.com' });
    backends.setHostedUrl('https://api.example.com/v2');
    expect(hostedOriginLeft).not.toHaveBeenCalled();
    backends.setHostedUrl('https://new.example.com');
    expect(hostedOriginLeft).toHaveBeenCalledWith('https://api.example.com');
    backends.setHostedUrl(undefined);
    expect(hostedOriginLeft).toHaveBeenLastCalledWith('https://new.example.com');
  });

  it('refuses plain http for a hosted URL that is not loopback', () => {
    const { kv, backends } = setup();
    expect(() => backends.setHostedUrl('http://api.example.com')).toThrow(/https/);
    expect(kv.data.hostedUrl).toBeUndefined();
  });

  it('takes the local backend from LOCAL_API_URL when it is a valid loopback or https address', () => {
    expect(setup({}, { LOCAL_API_URL: 'http://127.0.0.1:6372' }).backends.get('local')?.baseUrl).toBe(
      'http://127.0.0.1:6372',
    );
    expect(setup({}, { LOCAL_API_URL: 'http://intranet.example' }).backends.get('local')?.baseUrl).toBe(
      'http://localhost:5000',
    );
  });
});
