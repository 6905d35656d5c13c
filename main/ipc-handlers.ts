import * as z from 'zod/mini';
import type {
  BackendId,
  BackendInfo,
  BridgeApiRequest,
  BridgeApiResponse,
  DiagnosticsFacts,
} from '../contract/desktop-bridge';
import { BackendIdSchema, BridgeApiRequestSchema, desktopChannels } from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import type { BackendSession } from './backend-sessions';
import { originOf } from './hosted-url';
import type { IpcSenderEvent } from './ipc-sender';
import { isDiagnosticsSender, isTrustedSender } from './ipc-sender';
import type { TokenVault } from './token-vault';

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => Promise<unknown>): void;
}

export interface IpcDeps {
  backends: BackendService;
  vault: Pick<TokenVault, 'clear'>;
  sessionFor(id: BackendId): Pick<BackendSession, 'clearStorageData'>;
  runRequest(request: BridgeApiRequest): Promise<BridgeApiResponse>;
  /** A switch the page asked for: guarded like the menu's (see backend-switch); answers the active backend. */
  switchBackend(id: BackendId): Promise<BackendInfo>;
  openDiagnostics(): void;
  diagnosticsFacts(): Promise<DiagnosticsFacts>;
  copyDiagnosticsReport(): Promise<void>;
}

export const refusedSenderMessage = 'Refused: the sender is not the app';
export const invalidArgumentsMessage = 'Refused: invalid arguments';

/**
 * Registers one handler per bridge channel. Each checks the sending frame first and parses its arguments
 * (as a tuple, so extra arguments are refused too) before anything runs.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDeps): void {
  function handle<Args extends unknown[]>(
    channel: string,
    schema: z.ZodMiniType<Args>,
    run: (...args: Args) => unknown,
    allowed: (event: IpcSenderEvent) => boolean = isTrustedSender,
  ): void {
    ipcMain.handle(channel, async (event, ...args) => {
      if (!allowed(event)) throw new Error(refusedSenderMessage);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new Error(invalidArgumentsMessage);
      return run(...parsed.data);
    });
  }

  const none = z.tuple([]);
  handle(desktopChannels.backendGet, none, () => deps.backends.active());
  handle(desktopChannels.backendList, none, () => deps.backends.list());
  handle(desktopChannels.backendSet, z.tuple([BackendIdSchema]), (id) => deps.switchBackend(id));
  // No channel reads or writes a token: main takes it from the sign-in answer (see sign-in-capture).
  handle(desktopChannels.tokenClear, none, async () => {
    const { id, baseUrl } = deps.backends.active();
    deps.vault.clear(originOf(baseUrl));
    // Signing out of the local backend also ends its cookie session, which lives in that partition.
    await deps.sessionFor(id).clearStorageData({ storages: ['cookies'] });
  });
  handle(
    desktopChannels.apiRequest,
    z.tuple([BridgeApiRequestSchema]),
    (request) => deps.runRequest(request),
    isDiagnosticsSender,
  );
  handle(desktopChannels.openDiagnostics, none, () => {
    deps.openDiagnostics();
  });
  handle(desktopChannels.diagnosticsFacts, none, () => deps.diagnosticsFacts(), isDiagnosticsSender);
  handle(desktopChannels.diagnosticsCopyReport, none, () => deps.copyDiagnosticsReport(), isDiagnosticsSender);
}
