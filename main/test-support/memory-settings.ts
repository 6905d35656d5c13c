import type { KeyValueStore } from '../settings-store';

/** An in-memory stand-in for electron-store behind the same narrow interface. */
export function createMemoryKeyValueStore(initial: Record<string, unknown> = {}): KeyValueStore & {
  data: Record<string, unknown>;
} {
  const data: Record<string, unknown> = { tokens: {}, ...initial };
  return {
    data,
    get: (key) => data[key] as never,
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}
