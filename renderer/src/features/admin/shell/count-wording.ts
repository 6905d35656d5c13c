import { nounFor, plural } from '../../../../../contract/plural';

/**
 * Every count the admin shows, in words: one place, each through `plural` (Intl.PluralRules), so "1 drafts" cannot
 * come back; count-wording.test.ts walks each with 0, 1 and 2.
 */
export const countWording = {
  /** Dashboard: the drafts beside the published pages and subpages. */
  drafts: (count: number) => plural(count, 'draft'),
  /** Submissions: bulk actions' toasts and the delete confirmation. */
  submissions: (count: number) => plural(count, 'submission'),
  /** Submissions: what an export of the selection holds. */
  selectedRows: (count: number) => `The CSV holds the ${plural(count, 'selected row')}.`,
  contactSubmissions: (count: number) => plural(count, 'contact submission'),
  jobApplications: (count: number) => plural(count, 'job application'),
  resumes: (count: number) => plural(count, 'résumé'),
  /** Your account: signing out every other session. */
  otherSessionsSignedOut: (count: number) => `Signed out ${plural(count, 'other session')}`,
  /** Users: signing one person out everywhere. */
  sessionsEnded: (count: number) => `${plural(count, 'session')} ended`,
  /** Dashboard: accounts waiting for approval. */
  accountsWaiting: (count: number) =>
    `${count} ${nounFor(count, { one: 'account is', other: 'accounts are' })} waiting for your approval`,
  /** Pages list: the subpage count's link. */
  subpagesOf: (count: number, title: string) => `${plural(count, 'subpage')} of ${title}`,
  /** Deleting a page: what goes with it. */
  subpagesGoToo: (count: number) =>
    count === 0 ? '' : ` Its ${count} ${nounFor(count, { one: 'subpage goes', other: 'subpages go' })} with it.`,
  /** The page editor: a revision's blocks. */
  blocks: (count: number) => plural(count, 'block'),
  /** The page editor: what someone else's newer version changed, beside "Alex saved a newer version". */
  blocksChanged: (count: number) => (count === 0 ? ' (no blocks changed)' : ` (${plural(count, 'block')} changed)`),
  /** The page editor's link search: the published pages it offers. */
  publishedPages: (count: number) => plural(count, 'page'),
  /** Media: the renditions made of an image. */
  renditions: (count: number) => `${plural(count, 'rendition')} (AVIF and WebP)`,
} as const;
