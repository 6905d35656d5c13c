import * as z from 'zod/mini';

/**
 * The tester's own token, in sessionStorage: never the site's `santan_auth_token`, so testing a backend
 * neither signs the visitor in nor out. It is tied to the base URL that issued it.
 */
export const testerTokenStorageKey = 'api-tester-token';

const StoredTesterTokenSchema = z.object({ baseUrl: z.string(), token: z.string(), username: z.string() });
type StoredTesterToken = z.infer<typeof StoredTesterTokenSchema>;

export function readTesterToken(storage: Storage, baseUrl: string): StoredTesterToken | null {
  try {
    const parsed = StoredTesterTokenSchema.safeParse(JSON.parse(storage.getItem(testerTokenStorageKey) ?? 'null'));
    return parsed.success && parsed.data.baseUrl === baseUrl ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTesterToken(storage: Storage, value: StoredTesterToken): void {
  storage.setItem(testerTokenStorageKey, JSON.stringify(value));
}

export function clearTesterToken(storage: Storage): void {
  storage.removeItem(testerTokenStorageKey);
}
