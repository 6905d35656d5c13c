import * as z from 'zod/mini';
import { PageStatusSchema } from '../../../../../contract/pages';
import type { EditorDocument } from './page-editor';

/**
 * Unsaved edits of a page or subpage kept on this device, so a crash, a quit, a closed tab or a lost connection
 * does not lose them. Kept with the version they were made on: a save of them later names that version
 * (If-Match), so what someone saved since is shown in the conflict view instead of being overwritten.
 */
export interface UnsavedEdits {
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
  blocks: z.array(z.object({ id: z.optional(z.string()), type: z.string(), data: z.unknown() })),
});

const UnsavedEditsSchema = z.object({
  savedAt: z.string(),
  baseVersion: z.number().check(z.int(), z.minimum(0)),
  baseDocument: DocumentSchema,
  document: DocumentSchema,
});

const storageKey = (key: string) => `aegisline:unsaved-edits:${key}`;

// Storage can be full, disabled or blocked; losing this safety net must never break the editor itself.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readUnsavedEdits(key: string): UnsavedEdits | null {
  try {
    const text = storage()?.getItem(storageKey(key));
    if (!text) return null;
    const parsed = UnsavedEditsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepUnsavedEdits(key: string, edits: UnsavedEdits): void {
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(edits));
  } catch {
    // Full or blocked: the editor still has the edits in memory.
  }
}

export function forgetUnsavedEdits(key: string): void {
  try {
    storage()?.removeItem(storageKey(key));
  } catch {
    // Nothing to do: an entry that cannot be removed is offered again and can be discarded then.
  }
}
