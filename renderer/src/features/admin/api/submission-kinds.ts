import type { AdminContactSubmission, AdminJobApplication } from '../../../../../contract/admin/admin-submissions';
import {
  AdminContactSubmissionListSchema,
  AdminJobApplicationListSchema,
} from '../../../../../contract/admin/admin-submissions';

/** Contact submissions and job applications share every endpoint shape; only the path and item differ. */
export const submissionKinds = {
  contact: {
    path: '/api/admin/contact-submissions',
    listSchema: AdminContactSubmissionListSchema,
    cursorList: 'contact-submissions',
  },
  job: { path: '/api/admin/job-submissions', listSchema: AdminJobApplicationListSchema, cursorList: 'job-submissions' },
} as const;

export type SubmissionKindName = keyof typeof submissionKinds;

export interface SubmissionItems {
  contact: AdminContactSubmission;
  job: AdminJobApplication;
}
