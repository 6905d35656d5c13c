import { ipcMain } from 'electron';
import Store from 'electron-store';
import type { KeyValueStore, StoredSettings } from './settings-store';

// JSON-schema types only: a hand-edited value of the right type is checked by zod on read instead of
// making electron-store throw at start-up and leave the app unable to open.
const base64 = '^[A-Za-z0-9+/]*={0,2}$';
const schema = {
  backend: { type: 'string' },
  hostedUrl: { type: 'string', maxLength: 2048 },
  // Keyed by backend origin (see token-vault); values are safeStorage ciphertexts.
  tokens: { type: 'object', additionalProperties: { type: 'string', pattern: base64 } },
  windowState: { type: 'object' },
  notifications: { type: 'boolean' },
} as const;

/**
 * electron-store's constructor, in main, answers `electron-store-get-data` for *any* renderer (`ipcMain.on`,
 * no sender check: the userData path and app version), for renderers that use the store themselves. Ours
 * never do, so the listener goes the moment it is added. electron-store registers it once per process.
 */
export const electronStoreChannel = 'electron-store-get-data';

/** Kept apart from settings-store so nothing else pulls electron-store (and with it Electron) into a test. */
export function openElectronSettings(): KeyValueStore {
  const store = new Store<StoredSettings>({
    name: 'settings',
    schema,
    defaults: { tokens: {} },
    clearInvalidConfig: true,
  });
  ipcMain.removeAllListeners(electronStoreChannel);
  return store;
}
