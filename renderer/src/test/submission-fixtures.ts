import type { AdminContactSubmission, AdminJobApplication } from '../../../contract/admin/admin-submissions';

/** What every submission row carries: a new, unread item in the inbox that nobody has touched. */
const untouchedInInbox = (): Pick<
  AdminContactSubmission,
  'status' | 'folder' | 'spamReasons' | 'createdAt' | 'updatedAt' | 'updatedBy'
> => ({
  status: 'new',
  folder: 'inbox',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  updatedBy: null,
  spamReasons: [],
});

export function contactSubmissionFixture(overrides: Partial<AdminContactSubmission> = {}): AdminContactSubmission {
  return {
    ...untouchedInInbox(),
    id: 7,
    name: 'Priya Raman',
    email: 'priya@example.com',
    company: null,
    phone: null,
    subject: null,
    message: 'We would like to talk.',
    ...overrides,
  };
}

export function jobApplicationFixture(overrides: Partial<AdminJobApplication> = {}): AdminJobApplication {
  return {
    ...untouchedInInbox(),
    id: 4,
    jobTitle: 'Analyst',
    name: 'Sam Okafor',
    email: 'sam@example.com',
    phone: null,
    linkedinUrl: null,
    coverLetter: null,
    resume: null,
    ...overrides,
  };
}
