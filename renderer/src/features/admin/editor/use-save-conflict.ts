import { useMemo, useState } from 'react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { describeChanges } from './conflict-changes';
import type { EditorDocument, VersionedDocument } from './page-editor';

interface Conflict {
  current: CurrentVersion;
  /** Their version in full, once read: what the conflict view compares with the version the editor opened. */
  theirs?: VersionedDocument;
}

/** A save refused with 412: who holds the item now and, once read, what they changed since `base`. */
export function useSaveConflict(base: EditorDocument, loadCurrent: (() => Promise<VersionedDocument>) | undefined) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const changes = useMemo(() => conflict?.theirs && describeChanges(base, conflict.theirs), [base, conflict]);
  const open = (current: CurrentVersion) => {
    setConflict({ current });
    loadCurrent?.().then(
      (theirs) =>
        setConflict({
          current: { version: theirs.version, updatedAt: theirs.updatedAt, updatedBy: theirs.updatedBy },
          theirs,
        }),
      // Without their text the view still names who saved when; "Overwrite" still works.
      () => undefined,
    );
  };
  return {
    conflict,
    changes,
    open,
    close: () => setConflict(null),
    /** The version "Overwrite with mine" saves over: the newest one seen. */
    overVersion: conflict ? (conflict.theirs?.version ?? conflict.current.version) : undefined,
  };
}
