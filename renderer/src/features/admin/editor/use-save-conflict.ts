import { useMemo, useState } from 'react';
import type { EditClashes } from '../../../../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import type { MergeChoices } from '../../../../../contract/admin/merge-document';
import { mergeDocuments } from '../../../../../contract/admin/merge-document';
import type { FieldNaming } from './conflict-clashes';
import { clashItems, storedDocument } from './conflict-clashes';
import type { EditorDocument, VersionedDocument } from './page-editor';

interface Conflict {
  current: CurrentVersion;
  /** What the server said clashes: shown while their version loads, or if it cannot be read. */
  reported?: EditClashes;
  /** Their version in full, once read: what the conflict view compares with mine. */
  theirs?: VersionedDocument;
}

/** A document settled clash by clash, to be saved over `version` (theirs), which becomes the editor's base. */
export interface SettledConflict {
  version: number;
  theirs: EditorDocument;
  document: EditorDocument;
}

/**
 * A save the server could not merge (412): who holds the item now and, once their version is read, what clashes
 * between it and mine since `base`. Worked out here again, with mine as it is now: the editor stays editable, and
 * an edit may settle a clash (or make one) before the person chooses.
 */
export function useSaveConflict(
  base: EditorDocument,
  mine: EditorDocument,
  loadCurrent: (() => Promise<VersionedDocument>) | undefined,
  naming?: FieldNaming,
) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const theirs = conflict?.theirs;
  const clashes = useMemo(() => theirs && clashItems(base, mine, theirs, naming), [base, mine, theirs, naming]);
  const open = (current: CurrentVersion, reported?: EditClashes) => {
    setConflict({ current, reported });
    loadCurrent?.().then(
      (loaded) =>
        setConflict({
          current: { version: loaded.version, updatedAt: loaded.updatedAt, updatedBy: loaded.updatedBy },
          reported,
          theirs: loaded,
        }),
      // Without their text the view still names who saved when and what clashed; "Overwrite" still works.
      () => undefined,
    );
  };
  return {
    conflict,
    clashes,
    open,
    close: () => setConflict(null),
    /** The version "Overwrite with mine" saves over: the newest one seen. */
    overVersion: conflict ? (theirs?.version ?? conflict.current.version) : undefined,
    /** Mine and theirs merged, each clash settled as chosen; undefined until their version is read. */
    settle(choices: MergeChoices): SettledConflict | undefined {
      if (!theirs) return undefined;
      const merged = mergeDocuments(storedDocument(base), mine, storedDocument(theirs), choices);
      const { title, slug, description, status, blocks, meta } = theirs;
      return {
        version: theirs.version,
        theirs: { title, slug, description, status, blocks, ...(meta === undefined ? {} : { meta }) },
        document: { ...mine, ...merged.document },
      };
    },
  };
}
