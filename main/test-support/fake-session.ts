import { vi } from 'vitest';

export interface PermissionDetails {
  isMainFrame: boolean;
  requestingUrl?: string;
}
type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: PermissionDetails,
) => void;
type PermissionCheckHandler = (
  contents: unknown,
  permission: string,
  requestingOrigin: string,
  details: PermissionDetails,
) => boolean;

export class FakeSession {
  readonly fetch = vi.fn(async (_input: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
  readonly clearStorageData = vi.fn(async (_options?: { storages?: string[] }) => undefined);
  requestHandler: PermissionRequestHandler | undefined;
  checkHandler: PermissionCheckHandler | undefined;
  constructor(readonly partition: string) {}
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.checkHandler = handler;
  }
}

/** `session.fromPartition` returns the same session for the same name, as Electron does. */
export function createFakeSessionModule() {
  const sessions = new Map<string, FakeSession>();
  const fromPartition = (partition: string): FakeSession => {
    const existing = sessions.get(partition) ?? new FakeSession(partition);
    sessions.set(partition, existing);
    return existing;
  };
  return {
    sessions,
    fromPartition,
    get defaultSession() {
      return fromPartition('');
    },
  };
}
