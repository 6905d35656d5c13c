import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { formatDateTime } from '../shell/format-date';

interface StaleWriteDialogProps {
  /** The version saved meanwhile, when a delete or a restore was refused for it (412); null when closed. */
  current: CurrentVersion | null;
  /** "deleted", "restored": what did not happen. */
  refused: string;
  /** Why looking first matters for this act. */
  advice: string;
  onReload: () => void;
  onClose: () => void;
}

/**
 * A delete or a restore refused because someone saved meanwhile: nothing of the editor's is at stake (there is no
 * text to keep), so instead of the save's conflict view the choice is to look at their version first.
 */
export function StaleWriteDialog({ current, refused, advice, onReload, onClose }: StaleWriteDialogProps) {
  return (
    <ConfirmDialog
      open={current !== null}
      title={
        current
          ? `Not ${refused}: ${current.updatedBy?.displayName ?? 'someone'} saved a newer version at ${formatDateTime(current.updatedAt)}`
          : ''
      }
      description={advice}
      confirmLabel="Reload theirs"
      onConfirm={() => {
        onReload();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
