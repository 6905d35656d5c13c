import { useState } from 'react';
import type { EditorDocument } from './page-editor';
import type { UnsavedEdits } from './unsaved-edits-store';
import { forgetUnsavedEdits, keepUnsavedEdits, readUnsavedEdits } from './unsaved-edits-store';
import { sameContent } from '../../../../../contract/page-content/same-content';

// Own fields compared as values, whatever their key order; text that is not JSON compares as text.
function ownFields(meta: string | undefined): unknown {
  try {
    return meta === undefined ? undefined : (JSON.parse(meta) as unknown);
  } catch {
    return meta;
  }
}

/**
 * What a reader of the page would see differ: the fields (an article's own too) and the blocks' types and data, in
 * order. Not the ids a save gives new blocks, nor the status a Publish sets: kept edits that differ only there are
 * what was just saved.
 */
const visibleContent = ({ title, slug, description, meta, blocks }: EditorDocument) => ({
  title,
  slug,
  description,
  meta: ownFields(meta),
  blocks: blocks.map(({ type, data }) => ({ type, data })),
});

/**
 * Kept edits worth offering: not those a save has just stored. A save's answer reopens the editor on the saved
 * version before the saving editor has forgotten its kept copy, so that copy is still there when the new editor
 * looks (issue 29: the notice followed every save); it is dropped here, as the saving editor would have.
 */
function editsToOffer(key: string | undefined, initial: EditorDocument): UnsavedEdits | null {
  const found = key ? readUnsavedEdits(key) : null;
  if (!key || !found) return null;
  if (!sameContent(visibleContent(found.document), visibleContent(initial))) return found;
  forgetUnsavedEdits(key);
  return null;
}

/**
 * The editor's side of the unsaved-edits store: what was left from last time (offered until restored or
 * discarded), keeping the current edits, and the version restored edits were made on, which their save must name.
 */
export function useUnsavedEdits(key: string | undefined, initial: EditorDocument, version: number | undefined) {
  const [offered, setOffered] = useState<UnsavedEdits | null>(() => editsToOffer(key, initial));
  // Set once restored edits are in the form (see `restore`).
  const [base, setBase] = useState<{ version: number; document: EditorDocument } | null>(null);

  return {
    offered,
    /** Restored edits' version: a save names it, so a save made since meets the conflict view. */
    baseVersion: base?.version,
    /** What restored edits were made on: the conflict view shows what changed since then. */
    baseDocument: base?.document,
    keep(document: EditorDocument) {
      const baseVersion = base?.version ?? version;
      if (!key || baseVersion === undefined) return;
      const baseDocument = base?.document ?? initial;
      keepUnsavedEdits(key, { savedAt: new Date().toISOString(), baseVersion, baseDocument, document });
    },
    /**
     * After a conflict is settled: the edits now build on `document` (their version), so a save names `version`
     * and kept edits say so.
     */
    rebase(version: number, document: EditorDocument) {
      setBase({ version, document });
    },
    restore(): UnsavedEdits | null {
      const edits = offered;
      if (edits) setBase({ version: edits.baseVersion, document: edits.baseDocument });
      setOffered(null);
      return edits;
    },
    forget() {
      if (key) forgetUnsavedEdits(key);
      setOffered(null);
    },
  };
}
