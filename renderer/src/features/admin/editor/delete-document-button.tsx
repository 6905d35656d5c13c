import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { editConflictOf } from '../api/edit-version';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useCanEdit } from '../shell/use-can-edit';
import { StaleWriteDialog } from './stale-write-dialog';

interface DeleteDocumentButtonProps {
  /** The button's text, e.g. "Delete page". */
  label: string;
  /** The confirmation's question and what it explains will go. */
  question: string;
  consequence: string;
  deletedMessage: string;
  /** Deletes on the server; the caller navigates away once it resolves. */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  /** Reopens the editor on the version saved meanwhile, when a delete was refused for it. */
  onReload: () => void;
}

/** Deleting a page or subpage: asked first, reported either way, and absent for roles that cannot edit. */
export function DeleteDocumentButton({
  label,
  question,
  consequence,
  deletedMessage,
  onDelete,
  onDeleted,
  onReload,
}: DeleteDocumentButtonProps) {
  const canEdit = useCanEdit();
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState<CurrentVersion | null>(null);
  if (!canEdit) return null;

  const confirm = async () => {
    try {
      await onDelete();
      setConfirming(false);
      toastSuccess(deletedMessage);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      const current = editConflictOf(error);
      if (current) setStale(current);
      else toastError('Not deleted', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        destructive
        title={question}
        description={consequence}
        confirmLabel="Delete"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
      <StaleWriteDialog
        current={stale}
        refused="deleted"
        advice="Look at what they changed before deleting it: reload their version, then delete it from there if you still want to."
        onReload={onReload}
        onClose={() => setStale(null)}
      />
    </>
  );
}
