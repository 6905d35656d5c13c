import * as z from 'zod/mini';
import { PageStatusSchema } from '../../../../../contract/pages';
import { getPlatform } from '../../../lib/platform/platform';
import type { EditorDocument } from './page-editor';

/**
 * Unsaved edits of a page, subpage or article (with its own fields) kept on this device, so a crash, a quit, a closed tab or a lost connection
 * does not lose them. Kept with the version they were made on: a save of them later names that version
 * (If-Match), so what someone saved since is shown in the conflict view instead of being overwritten.
 */
export interface UnsavedEdits {
  /**
   * The backend they were made on (its origin, see Platform.dataScope) and the item ("page:7"): kept edits are
   * filed under both and offered only to that item on that backend, so edits to the local backend's page 7
   * are never offered on (and saved over) the hosted backend's page 7.
   */
  backend: string;
  item: string;
  savedAt: string;
  baseVersion: number;
  /** The version as the editor opened it, so a conflict can show what changed since. */
  baseDocument: EditorDocument;
  document: EditorDocument;
}

const DocumentSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  status: PageStatusSchema,
  /** An article's own fields (kind, cover, authors, topics, related services); absent for pages and older entries. */
  meta: z.optional(z.string()),
  blocks: z.array(z.object({ id: z.optional(z.string()), type: z.string(), data: z.unknown() })),
});

const UnsavedEditsSchema = z.object({
  backend: z.string(),
  item: z.string(),
  savedAt: z.string(),
  baseVersion: z.number().check(z.int(), z.minimum(0)),
  baseDocument: DocumentSchema,
  document: DocumentSchema,
});

/** What a caller hands over: the store adds the backend and the item itself. */
export type EditsToKeep = Omit<UnsavedEdits, 'backend' | 'item'>;

/**
 * Filed per backend. Entries from before edits carried their backend (`aegisline:unsaved-edits:page:7`) are
 * never read: nothing says which backend they came from.
 */
export const unsavedEditsStorageKey = (backend: string, key: string) =>
  `aegisline:unsaved-edits:${encodeURIComponent(backend)}:${key}`;

const currentBackend = () => getPlatform().dataScope();

// Storage can be full, disabled or blocked; losing this safety net must never break the editor itself.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This backend's kept edits of this item; edits that say they belong elsewhere are refused, wherever they lie. */
export function readUnsavedEdits(key: string): UnsavedEdits | null {
  try {
    const backend = currentBackend();
    const text = storage()?.getItem(unsavedEditsStorageKey(backend, key));
    if (!text) return null;
    const parsed = UnsavedEditsSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.backend === backend && parsed.data.item === key ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepUnsavedEdits(key: string, edits: EditsToKeep): void {
  try {
    const backend = currentBackend();
    const kept: UnsavedEdits = { backend, item: key, ...edits };
    storage()?.setItem(unsavedEditsStorageKey(backend, key), JSON.stringify(kept));
  } catch {
    // Full or blocked: the editor still has the edits in memory.
  }
}

export function forgetUnsavedEdits(key: string): void {
  try {
    storage()?.removeItem(unsavedEditsStorageKey(currentBackend(), key));
  } catch {
    // Nothing to do: an entry that cannot be removed is offered again and can be discarded then.
  }
}
