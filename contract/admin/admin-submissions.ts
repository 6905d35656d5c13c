import * as z from 'zod/mini';
import { ActorSchema, IdSchema, IsoTimestampSchema, tooLong, typeMessage } from './admin-fields';
import { DateQuerySchema, isRangeOrdered } from './date-range';
import type { CursorList } from './list-cursor';
import { cursorAnswerShape, cursorQuery, oneWayOfPaging } from './list-cursor';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';

export const SubmissionStatusSchema = z.enum(['new', 'read', 'archived'], {
  error: typeMessage('new, read or archived'),
});
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

/** What fails the spam checks is kept in its own folder, never dropped, so staff can rescue it. */
export const SubmissionFolderSchema = z.enum(['inbox', 'spam'], { error: typeMessage('inbox or spam') });
export type SubmissionFolder = z.infer<typeof SubmissionFolderSchema>;

/** Staff act on at most this many selected submissions at once (a page of the list holds up to 100). */
export const bulkSelectionLimit = 200;

/** The selected rows of an export: ids joined by commas, as a query parameter carries them. */
const IdListQuerySchema = z.pipe(
  z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'Must be submission ids separated by commas (at most 200)')),
  z.transform((value) => value.split(',').map(Number)),
);

const filterShape = {
  q: optionalQuery(SearchTextSchema),
  status: optionalQuery(SubmissionStatusSchema),
  /** Absent means the inbox: spam is only ever listed when asked for. */
  folder: optionalQuery(SubmissionFolderSchema),
  from: optionalQuery(DateQuerySchema),
  to: optionalQuery(DateQuerySchema),
  /** Only these rows (the export of a selection); the other conditions still apply. */
  ids: optionalQuery(IdListQuerySchema),
};

const orderedRange = z.refine<{ from?: string | undefined; to?: string | undefined }>(isRangeOrdered, {
  error: 'Must not be before the start date',
  path: ['to'],
});

/** The filter of a list; the CSV export takes the same one, so staff export exactly what they see. */
export const SubmissionFilterSchema = z.object(filterShape).check(orderedRange);
export type SubmissionFilter = z.output<typeof SubmissionFilterSchema>;

/** The filter and a page by number: what the admin screens keep in their address besides the cursor. */
export const SubmissionListQuerySchema = z.object({ ...filterShape, ...PagingQueryShape }).check(orderedRange);

/** Newest first (`created_at`, then `id`); `cursor` (an answer's `nextCursor` or `prevCursor`) or `page`, not both. */
export function submissionListQuerySchema(list: Extract<CursorList, 'contact-submissions' | 'job-submissions'>) {
  return z
    .object({ ...filterShape, ...PagingQueryShape, cursor: optionalQuery(cursorQuery(list)) })
    .check(orderedRange, oneWayOfPaging);
}
export type SubmissionListQuery = z.output<ReturnType<typeof submissionListQuerySchema>>;

/** A status, a folder ("Not spam" moves an item to the inbox) or both. */
export const SubmissionPatchPayloadSchema = z
  .object({ status: z.optional(SubmissionStatusSchema), folder: z.optional(SubmissionFolderSchema) })
  .check(
    z.refine((patch) => patch.status !== undefined || patch.folder !== undefined, {
      error: 'Required when no folder is sent',
      path: ['status'],
    }),
  );
export type SubmissionPatchPayload = z.infer<typeof SubmissionPatchPayloadSchema>;

/** What staff can do to a selection of submissions at once. */
export const SubmissionBulkActionSchema = z.enum(['read', 'new', 'archived', 'spam', 'inbox', 'delete'], {
  error: typeMessage('read, new, archived, spam, inbox or delete'),
});
export type SubmissionBulkAction = z.infer<typeof SubmissionBulkActionSchema>;

export const SubmissionBulkPayloadSchema = z.strictObject({
  ids: z.array(IdSchema).check(z.minLength(1), z.maxLength(bulkSelectionLimit)),
  action: SubmissionBulkActionSchema,
});
export type SubmissionBulkPayload = z.infer<typeof SubmissionBulkPayloadSchema>;

/** How many of the selected submissions were changed (those deleted meanwhile are not counted). */
export const SubmissionBulkResultSchema = z.object({ changed: z.number().check(z.int(), z.nonnegative()) });

const auditShape = {
  id: IdSchema,
  status: SubmissionStatusSchema,
  folder: SubmissionFolderSchema,
  /** Why the checks filed it as spam, in sentences staff can read; empty in the inbox. */
  spamReasons: z.array(z.string()),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
};

export const AdminContactSubmissionSchema = z.object({
  ...auditShape,
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  message: z.string(),
});
export type AdminContactSubmission = z.infer<typeof AdminContactSubmissionSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** How many items of the list's filter each folder holds, for the Inbox / Spam switch. */
export const FolderCountsSchema = z.object({ inbox: count, spam: count });
export type FolderCounts = z.infer<typeof FolderCountsSchema>;

function submissionListSchema<T extends z.core.SomeType>(item: T) {
  return z.extend(pagedResponseSchema(item), { folders: FolderCountsSchema, ...cursorAnswerShape });
}

export const AdminContactSubmissionListSchema = submissionListSchema(AdminContactSubmissionSchema);

/** The stored file name stays on the server; staff see the name the applicant uploaded. */
export const ResumeInfoSchema = z.nullable(z.object({ fileName: z.string(), size: z.number().check(z.int()) }));

export const AdminJobApplicationSchema = z.object({
  ...auditShape,
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  linkedinUrl: z.nullable(z.string()),
  coverLetter: z.nullable(z.string()),
  resume: ResumeInfoSchema,
});
export type AdminJobApplication = z.infer<typeof AdminJobApplicationSchema>;
export const AdminJobApplicationListSchema = submissionListSchema(AdminJobApplicationSchema);

/**
 * "Delete this person's data" (a data-protection request): every contact submission and job
 * application sent with this address, in any letter case and either folder.
 */
export const ErasureRequestSchema = z.object({
  email: z.pipe(
    z.string({ error: typeMessage('text') }).check(z.trim(), z.maxLength(254, tooLong(254))),
    z.email('Enter a valid email address'),
  ),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

/** What an erasure would delete, so the confirmation can say so before anything is gone. */
export const ErasurePreviewSchema = z.object({ contactSubmissions: count, applications: count, resumes: count });
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;

export const ErasureResultSchema = z.object({
  contactDeleted: count,
  applicationsDeleted: count,
  resumesDeleted: count,
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

export const erasureMessages = {
  adminOnly: "Only an admin can delete a person's data",
} as const;
