import type { SubmissionFilter } from '../../../../../contract/admin/admin-submissions';
import { downloadFile } from './download-file';
import type { SubmissionKindName } from './submission-kinds';
import { submissionKinds } from './submission-kinds';
import { submissionSearch } from './submissions-list-query';

/** The same filter as the list, so staff export exactly the rows they are looking at (all pages). */
export function exportSubmissionsCsv(kind: SubmissionKindName, filter: SubmissionFilter): Promise<void> {
  return downloadFile(`${submissionKinds[kind].path}/export.csv${submissionSearch(filter)}`, `${kind}-submissions.csv`);
}

/** Only the selected rows (still within the filter, so a selection never reaches past what staff see). */
export function exportSelectedSubmissionsCsv(
  kind: SubmissionKindName,
  filter: SubmissionFilter,
  ids: readonly number[],
): Promise<void> {
  return downloadFile(
    `${submissionKinds[kind].path}/export.csv${submissionSearch({ ...filter, ids: [...ids] })}`,
    `${kind}-submissions.csv`,
  );
}

export function downloadResume(id: number): Promise<void> {
  return downloadFile(`${submissionKinds.job.path}/${id}/resume`, `resume-${id}.pdf`);
}
