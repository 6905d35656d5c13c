import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useCanEdit } from '../shell/use-can-edit';

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
}

/** Deleting a page or subpage: asked first, reported either way, and absent for roles that cannot edit. */
export function DeleteDocumentButton({
  label,
  question,
  consequence,
  deletedMessage,
  onDelete,
  onDeleted,
}: DeleteDocumentButtonProps) {
  const canEdit = useCanEdit();
  const [confirming, setConfirming] = useState(false);
  if (!canEdit) return null;

  const confirm = async () => {
    try {
      await onDelete();
      setConfirming(false);
      toastSuccess(deletedMessage);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      toastError('Not deleted', error instanceof Error ? error.message : undefined);
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
    </>
  );
}
