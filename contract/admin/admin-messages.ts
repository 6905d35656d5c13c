import type { Role } from '../user';
import { plural } from '../plural';

/** The admin API's refusals, worded once so the admin screens can show the same sentence. */
export const adminMessages = {
  readOnlyRole: (role: Role) => `Your role (${role}) cannot change content`,
  submissionsForbidden: (role: Role) => `Your role (${role}) cannot see submissions: they hold personal data`,
  adminOnly: 'Only an admin can manage users',
  awaitingApproval: 'Your account is waiting for an administrator to approve it',
  lastAdmin: 'There must always be one enabled admin: make another user an admin first',
  slugTaken: (slug: string) => `The slug "${slug}" is already in use`,
  restoredSlugTaken: 'The slug of that revision is now used by another page: change that one first',
  pageHasSubpages: (count: number) =>
    `This page has ${plural(count, 'subpage')}: delete them first or delete with ?cascade=true`,
  revisionNotFound: 'Revision not found',
  resumeNotFound: 'This application has no résumé',
  redirectNotFound: 'Redirect not found',
  redirectExists: (source: string) => `A redirect from ${source} already exists`,
  redirectSourceIsPage: (source: string) => `${source} shows a page: rename or delete that page first`,
  redirectLoop: 'This redirect would lead back to its own address',
  versionRequired:
    'Say which version you are changing: send the ETag you read in an If-Match header, so a save cannot overwrite one made meanwhile',
  editConflict: 'Someone else saved this meanwhile: load their version, or overwrite it with yours on purpose',
  editClash: (names: readonly string[]) =>
    `Someone else saved this meanwhile and changed the same parts: ${names.join(', ')}. Keep yours or theirs for each, then save again`,
  tooManyStreams: 'You have too many editors open: close some and try again',
} as const;
