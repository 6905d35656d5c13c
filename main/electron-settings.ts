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
} as const;

/** Kept apart from settings-store so nothing else pulls electron-store (and with it Electron) into a test. */
export function openElectronSettings(): KeyValueStore {
  return new Store<StoredSettings>({ name: 'settings', schema, defaults: { tokens: {} }, clearInvalidConfig: true });
}
