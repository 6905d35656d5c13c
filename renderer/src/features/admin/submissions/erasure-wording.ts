import type { ErasurePreview, ErasureResult } from '../../../../../contract/admin/admin-submissions';
import { countWording } from '../shell/count-wording';

function joinList(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The confirmation's sentence: whose data, and how much of it goes. */
export function erasureQuestion(email: string, preview: ErasurePreview): string {
  const submissions = joinList([
    countWording.contactSubmissions(preview.contactSubmissions),
    countWording.jobApplications(preview.applications),
  ]);
  const resumes = preview.resumes > 0 ? ` with ${countWording.resumes(preview.resumes)}` : '';
  return (
    `Everything sent with ${email} is deleted for good, in the inbox and in spam: ` +
    `${submissions}${resumes}. This cannot be undone.`
  );
}

/** The toast once it is done: what the server reports it deleted. */
export function erasureOutcome(result: ErasureResult): string {
  return `${joinList([
    countWording.contactSubmissions(result.contactDeleted),
    countWording.jobApplications(result.applicationsDeleted),
    countWording.resumes(result.resumesDeleted),
  ])} deleted.`;
}
