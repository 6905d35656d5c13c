import type { DiagnosticsFacts } from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import { originOf } from './hosted-url';
import type { MainLog } from './main-log';
import type { Reachability } from './reachability';
import { describeReachability } from './reachability';
import type { TokenVault } from './token-vault';

export interface DiagnosticsDeps {
  versions: DiagnosticsFacts['versions'];
  platform: string;
  backends: Pick<BackendService, 'active'>;
  ping(baseUrl: string): Promise<Reachability>;
  vault: Pick<TokenVault, 'custody' | 'has'>;
  /** safeStorage's backend name on Linux (gnome_libsecret, kwallet…), the OS keychain elsewhere. */
  keyringBackend(): string;
  log: Pick<MainLog, 'recent'>;
}

/** The diagnostics window's facts, gathered when it asks: whether a token is held, never the token. */
export async function gatherDiagnostics(deps: DiagnosticsDeps): Promise<DiagnosticsFacts> {
  const backend = deps.backends.active();
  const origin = originOf(backend.baseUrl);
  const probe = await deps.ping(backend.baseUrl);
  return {
    versions: deps.versions,
    platform: deps.platform,
    backend: { id: backend.id, label: backend.label, origin },
    reachability: {
      reachable: probe.reachable,
      status: probe.status,
      latencyMs: probe.latencyMs,
      detail: describeReachability(probe),
    },
    keyring: { custody: await deps.vault.custody(), backend: deps.keyringBackend() },
    tokenHeld: deps.vault.has(origin),
    recentLog: deps.log.recent().slice(-50),
  };
}

/** Plain text for a support ticket: what "Copy report" puts on the clipboard. */
export function formatDiagnosticsReport(facts: DiagnosticsFacts): string {
  const { versions, backend, keyring } = facts;
  return [
    'Aegisline desktop diagnostics',
    `App ${versions.app}; Electron ${versions.electron}; Chromium ${versions.chromium}; Node ${versions.node}; ${facts.platform}`,
    `Backend: ${backend.label} (${backend.origin})`,
    facts.reachability.detail,
    `Token storage: ${keyring.custody === 'keyring' ? `keyring (${keyring.backend})` : 'memory, this session only'}`,
    `Token held for this backend: ${facts.tokenHeld ? 'yes' : 'no'}`,
    '',
    'Recent log:',
    ...facts.recentLog.map((entry) => `${entry.time} ${entry.level.toUpperCase()} ${entry.message}`),
  ].join('\n');
}
