import type { ErasurePreview, ErasureResult } from '../../../../../contract/admin/admin-submissions';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function joinList(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The confirmation's sentence: whose data, and how much of it goes. */
export function erasureQuestion(email: string, preview: ErasurePreview): string {
  const submissions = joinList([
    count(preview.contactSubmissions, 'contact submission'),
    count(preview.applications, 'job application'),
  ]);
  const resumes = preview.resumes > 0 ? ` with ${count(preview.resumes, 'résumé')}` : '';
  return (
    `Everything sent with ${email} is deleted for good, in the inbox and in spam: ` +
    `${submissions}${resumes}. This cannot be undone.`
  );
}

/** The toast once it is done: what the server reports it deleted. */
export function erasureOutcome(result: ErasureResult): string {
  return `${joinList([
    count(result.contactDeleted, 'contact submission'),
    count(result.applicationsDeleted, 'job application'),
    count(result.resumesDeleted, 'résumé'),
  ])} deleted.`;
}
