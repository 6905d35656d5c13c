import type { Session } from 'electron';
import type { BackendId } from '../contract/desktop-bridge';

export const backendIds = ['local', 'hosted'] as const satisfies readonly BackendId[];

/** Each backend gets a persistent partition of its own, so local cookie sessions never mix with anything else. */
export function backendPartition(id: BackendId): string {
  return `persist:backend-${id}`;
}

export type BackendSession = Pick<
  Session,
  'fetch' | 'clearStorageData' | 'setPermissionRequestHandler' | 'setPermissionCheckHandler'
>;

export interface SessionModuleLike {
  fromPartition(partition: string): BackendSession;
}

export function createBackendSessions(session: SessionModuleLike): (id: BackendId) => BackendSession {
  return (id) => session.fromPartition(backendPartition(id));
}
