import type { SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { useDeleteSubmission, useSubmissionStatus } from '../../../lib/api/admin/submission-actions-mutation';
import type { SubmissionKindName } from '../../../lib/api/admin/submission-kinds';
import { toastError, toastSuccess } from '../../../lib/toaster';

const statusToasts: Record<SubmissionStatus, string> = {
  new: 'Marked as new',
  read: 'Marked as read',
  archived: 'Archived',
};

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Status changes and deletes with the toasts staff expect; failures carry the server's own message. */
export function useSubmissionActions(kind: SubmissionKindName) {
  const status = useSubmissionStatus(kind);
  const remove = useDeleteSubmission(kind);

  const setStatus = async (id: number, next: SubmissionStatus) => {
    try {
      await status.mutateAsync({ id, status: next });
      toastSuccess(statusToasts[next]);
    } catch (error) {
      toastError('Status not changed', reason(error));
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

  return { setStatus, deleteOne, statusPending: status.isPending };
}
