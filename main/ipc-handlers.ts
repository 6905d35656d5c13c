import * as z from 'zod/mini';
import type { BackendId, BridgeApiRequest, BridgeApiResponse } from '../contract/desktop-bridge';
import {
  BackendIdSchema,
  BridgeApiRequestSchema,
  desktopChannels,
  StoredTokenSchema,
} from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import type { BackendSession } from './backend-sessions';
import type { IpcSenderEvent } from './ipc-sender';
import { isTrustedSender } from './ipc-sender';
import type { TokenVault } from './token-vault';
import { EncryptionUnavailableError } from './token-vault';

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => Promise<unknown>): void;
}

export interface IpcDeps {
  backends: BackendService;
  vault: TokenVault;
  sessionFor(id: BackendId): Pick<BackendSession, 'clearStorageData'>;
  runRequest(request: BridgeApiRequest): Promise<BridgeApiResponse>;
  openDiagnostics(): void;
  /** Shows a native message; used when a token cannot be stored securely. */
  notifyUser(message: string): void;
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
  ): void {
    ipcMain.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) throw new Error(refusedSenderMessage);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new Error(invalidArgumentsMessage);
      return run(...parsed.data);
    });
  }

  const none = z.tuple([]);
  handle(desktopChannels.backendGet, none, () => deps.backends.active());
  handle(desktopChannels.backendList, none, () => deps.backends.list());
  handle(desktopChannels.backendSet, z.tuple([BackendIdSchema]), (id) => deps.backends.setActive(id));
  handle(desktopChannels.tokenGet, none, () => deps.vault.get(deps.backends.active().id));
  handle(desktopChannels.tokenSet, z.tuple([StoredTokenSchema]), async (token) => {
    try {
      await deps.vault.set(deps.backends.active().id, token);
    } catch (error) {
      if (error instanceof EncryptionUnavailableError) deps.notifyUser(error.message);
      throw error;
    }
  });
  handle(desktopChannels.tokenClear, none, async () => {
    const { id } = deps.backends.active();
    deps.vault.clear(id);
    // Signing out of the local backend also ends its cookie session, which lives in that partition.
    await deps.sessionFor(id).clearStorageData({ storages: ['cookies'] });
  });
  handle(desktopChannels.apiRequest, z.tuple([BridgeApiRequestSchema]), (request) => deps.runRequest(request));
  handle(desktopChannels.openDiagnostics, none, () => {
    deps.openDiagnostics();
  });
}
