import type { SubmissionFolder, SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { useDeleteSubmission, usePatchSubmission } from '../api/submission-actions-mutation';
import type { SubmissionKindName } from '../api/submission-kinds';
import { toastError, toastSuccess } from '../../../lib/toaster';

const statusToasts: Record<SubmissionStatus, string> = {
  new: 'Marked as new',
  read: 'Marked as read',
  archived: 'Archived',
};

const folderToasts: Record<SubmissionFolder, string> = {
  inbox: 'Moved to the inbox',
  spam: 'Moved to spam',
};

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Status and folder changes and deletes with the toasts staff expect; failures carry the server's own message. */
export function useSubmissionActions(kind: SubmissionKindName) {
  const patch = usePatchSubmission(kind);
  const remove = useDeleteSubmission(kind);

  const setStatus = async (id: number, next: SubmissionStatus) => {
    try {
      await patch.mutateAsync({ id, patch: { status: next } });
      toastSuccess(statusToasts[next]);
    } catch (error) {
      toastError('Status not changed', reason(error));
    }
  };

  /** Opening a new submission is reading it: no toast for what the visitor did not ask for, only for a failure. */
  const markOpenedAsRead = async (id: number) => {
    try {
      await patch.mutateAsync({ id, patch: { status: 'read' } });
    } catch (error) {
      toastError('Status not changed', reason(error));
    }
  };

  const setFolder = async (id: number, folder: SubmissionFolder) => {
    try {
      await patch.mutateAsync({ id, patch: { folder } });
      toastSuccess(folderToasts[folder]);
    } catch (error) {
      toastError('Not moved', reason(error));
    }
  };

  const deleteOne = async (id: number): Promise<boolean> => {
    try {
      await remove.mutateAsync(id);
      toastSuccess('Submission deleted');
      return true;
    } catch (error) {
      toastError('Submission not deleted', reason(error));
      return false;
    }
  };

  return { setStatus, markOpenedAsRead, setFolder, deleteOne, pending: patch.isPending };
}
