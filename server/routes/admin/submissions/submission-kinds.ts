import type { FastifyInstance } from 'fastify';
import type {
  AdminContactSubmission,
  AdminJobApplication,
  SubmissionFilter,
  SubmissionListQuery,
  SubmissionPatchPayload,
} from '../../../../contract/admin/admin-submissions';
import type { CsvCell } from '../../../http/csv';
import type { SubmissionList } from '../../../repositories/admin/submission-folders';

export interface SubmissionsRepository<T> {
  list(query: SubmissionListQuery): Promise<SubmissionList<T>>;
  listForExport(filter: SubmissionFilter): Promise<T[]>;
  update(id: number, patch: SubmissionPatchPayload, userId: number): Promise<T | undefined>;
  remove(id: number): Promise<{ resumeFile: string | null } | undefined>;
  /** Changes every listed row that exists, in one statement; answers how many. */
  updateMany(ids: readonly number[], patch: SubmissionPatchPayload, userId: number): Promise<number>;
  removeMany(ids: readonly number[]): Promise<{ count: number; resumeFiles: string[] }>;
}

/** Contact submissions and job applications are handled alike; this is what differs between them. */
export interface SubmissionKind<T> {
  path: string;
  /** Names the list in its cursors, so one list's cursor is refused by the other. */
  cursorList: 'contact-submissions' | 'job-submissions';
  exportName: string;
  /**
   * How the audit log names one: "Contact submission 42", never the sender's name or address, so erasing a
   * person's data leaves none of it behind in the log.
   */
  audit: { type: string; label: string };
  notFound: string;
  repo: (app: FastifyInstance) => SubmissionsRepository<T>;
  csvHeader: readonly string[];
  csvRow: (item: T) => CsvCell[];
}

const updatedBy = (item: { updatedBy: { displayName: string } | null }) => item.updatedBy?.displayName ?? '';

export const contactSubmissions: SubmissionKind<AdminContactSubmission> = {
  path: '/api/admin/contact-submissions',
  cursorList: 'contact-submissions',
  exportName: 'contact-submissions',
  audit: { type: 'contact-submission', label: 'Contact submission' },
  notFound: 'Contact submission not found',
  repo: (app) => app.adminRepos.contactSubmissions,
  csvHeader: [
    'id',
    'received',
    'status',
    'name',
    'email',
    'company',
    'phone',
    'subject',
    'message',
    'updated',
    'updated by',
  ],
  csvRow: (item) => [
    item.id,
    item.createdAt,
    item.status,
    item.name,
    item.email,
    item.company,
    item.phone,
    item.subject,
    item.message,
    item.updatedAt,
    updatedBy(item),
  ],
};

export const jobApplications: SubmissionKind<AdminJobApplication> = {
  path: '/api/admin/job-submissions',
  cursorList: 'job-submissions',
  exportName: 'job-submissions',
  audit: { type: 'job-application', label: 'Job application' },
  notFound: 'Job application not found',
  repo: (app) => app.adminRepos.jobApplications,
  csvHeader: [
    'id',
    'received',
    'status',
    'job title',
    'name',
    'email',
    'phone',
    'linkedin',
    'cover letter',
    'resume',
    'updated',
    'updated by',
  ],
  csvRow: (item) => [
    item.id,
    item.createdAt,
    item.status,
    item.jobTitle,
    item.name,
    item.email,
    item.phone,
    item.linkedinUrl,
    item.coverLetter,
    item.resume?.fileName,
    item.updatedAt,
    updatedBy(item),
  ],
};

/** The audit log's reference to one submission (see `audit` above). */
export function auditItem<T>(kind: SubmissionKind<T>, id: number) {
  return { type: kind.audit.type, id, label: `${kind.audit.label} ${id}` };
}
