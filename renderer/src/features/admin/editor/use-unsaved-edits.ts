import { useState } from 'react';
import type { EditorDocument } from './page-editor';
import type { UnsavedEdits } from './unsaved-edits-store';
import { forgetUnsavedEdits, keepUnsavedEdits, readUnsavedEdits } from './unsaved-edits-store';

const sameDocument = (a: EditorDocument, b: EditorDocument) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's side of the unsaved-edits store: what was left from last time (offered until restored or
 * discarded), keeping the current edits, and the version restored edits were made on, which their save must name.
 */
export function useUnsavedEdits(key: string | undefined, initial: EditorDocument, version: number | undefined) {
  const [offered, setOffered] = useState<UnsavedEdits | null>(() => {
    const found = key ? readUnsavedEdits(key) : null;
    return found && !sameDocument(found.document, initial) ? found : null;
  });
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
