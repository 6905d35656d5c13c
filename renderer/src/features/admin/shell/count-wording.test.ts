import { describe, expect, it } from 'vitest';
import { countWording } from './count-wording';

/** What each count reads as with 0, 1 and 2 of its thing: every entry of the table is listed. */
const expected: Record<keyof typeof countWording, [string, string, string]> = {
  drafts: ['0 drafts', '1 draft', '2 drafts'],
  submissions: ['0 submissions', '1 submission', '2 submissions'],
  selectedRows: [
    'The CSV holds the 0 selected rows.',
    'The CSV holds the 1 selected row.',
    'The CSV holds the 2 selected rows.',
  ],
  contactSubmissions: ['0 contact submissions', '1 contact submission', '2 contact submissions'],
  jobApplications: ['0 job applications', '1 job application', '2 job applications'],
  resumes: ['0 résumés', '1 résumé', '2 résumés'],
  otherSessionsSignedOut: ['Signed out 0 other sessions', 'Signed out 1 other session', 'Signed out 2 other sessions'],
  sessionsEnded: ['0 sessions ended', '1 session ended', '2 sessions ended'],
  accountsWaiting: [
    '0 accounts are waiting for your approval',
    '1 account is waiting for your approval',
    '2 accounts are waiting for your approval',
  ],
  subpagesOf: ['0 subpages of Services', '1 subpage of Services', '2 subpages of Services'],
  subpagesGoToo: ['', ' Its 1 subpage goes with it.', ' Its 2 subpages go with it.'],
  blocks: ['0 blocks', '1 block', '2 blocks'],
  blocksChanged: [' (no blocks changed)', ' (1 block changed)', ' (2 blocks changed)'],
  publishedPages: ['0 pages', '1 page', '2 pages'],
  renditions: ['0 renditions (AVIF and WebP)', '1 rendition (AVIF and WebP)', '2 renditions (AVIF and WebP)'],
};

describe('every count the admin shows', () => {
  it.each(Object.keys(countWording) as (keyof typeof countWording)[])('%s reads right with 0, 1 and 2', (name) => {
    const wording = countWording[name];
    expect([0, 1, 2].map((count) => wording(count, 'Services'))).toEqual(expected[name]);
  });
});
