import { describe, expect, it, vi } from 'vitest';
import { formatDiagnosticsReport, gatherDiagnostics } from './diagnostics-facts';
import { createMainLog } from './main-log';

function setup(held: boolean) {
  const log = createMainLog({ now: () => new Date('2026-11-25T18:00:00Z') });
  log.info('Signed in to https://api.example.com with token {"token":"tok-secret"}');
  log.warn('Backend https://api.example.com unreachable');
  return {
    versions: { app: '0.1.0', electron: '45.4.1', chromium: '140.0', node: '22.20.0' },
    platform: 'linux',
    backends: {
      active: () => ({
        id: 'hosted' as const,
        label: 'Hosted backend',
        baseUrl: 'https://api.example.com/v1',
        authMode: 'token' as const,
      }),
    },
    ping: vi.fn(async () => ({ reachable: true as const, status: 200, latencyMs: 38, path: '/healthz' })),
    vault: { custody: async () => 'keyring' as const, has: vi.fn(() => held) },
    keyringBackend: () => 'gnome_libsecret',
    log,
  };
}

describe('diagnostics facts', () => {
  it('names versions, backend origin, reachability with latency, keyring, whether a token is held, and log lines', async () => {
    const deps = setup(true);
    const facts = await gatherDiagnostics(deps);
    expect(facts).toMatchObject({
      versions: { electron: '45.4.1' },
      backend: { id: 'hosted', origin: 'https://api.example.com' },
      reachability: { reachable: true, status: 200, latencyMs: 38 },
      keyring: { custody: 'keyring', backend: 'gnome_libsecret' },
      tokenHeld: true,
    });
    expect(deps.vault.has).toHaveBeenCalledWith('https://api.example.com');
    expect(facts.recentLog.map((entry) => entry.level)).toEqual(['info', 'warn']);
  });

  it('never carries a token, in the facts or the copied report', async () => {
    const facts = await gatherDiagnostics(setup(true));
    const report = formatDiagnosticsReport(facts);
    expect(JSON.stringify(facts)).not.toContain('tok-secret');
    expect(report).not.toContain('tok-secret');
    expect(report).toContain('Token held for this backend: yes');
    expect(report).toContain('Reachable: /healthz answered 200 in 38 ms.');
    expect(report).toContain('2026-11-25T18:00:00.000Z WARN Backend https://api.example.com unreachable');
  });
});
