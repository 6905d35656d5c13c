import * as z from 'zod/mini';
import { ActorSchema, IdSchema, IsoTimestampSchema, typeMessage } from './admin-fields';
import { DateQuerySchema, isRangeOrdered } from './date-range';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';

export const SubmissionStatusSchema = z.enum(['new', 'read', 'archived'], {
  error: typeMessage('new, read or archived'),
});
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

const filterShape = {
  q: optionalQuery(SearchTextSchema),
  status: optionalQuery(SubmissionStatusSchema),
  from: optionalQuery(DateQuerySchema),
  to: optionalQuery(DateQuerySchema),
};

const orderedRange = z.refine<{ from?: string | undefined; to?: string | undefined }>(isRangeOrdered, {
  error: 'Must not be before the start date',
  path: ['to'],
});

/** The filter of a list; the CSV export takes the same one, so staff export exactly what they see. */
export const SubmissionFilterSchema = z.object(filterShape).check(orderedRange);
export type SubmissionFilter = z.output<typeof SubmissionFilterSchema>;

export const SubmissionListQuerySchema = z.object({ ...filterShape, ...PagingQueryShape }).check(orderedRange);
export type SubmissionListQuery = z.output<typeof SubmissionListQuerySchema>;

export const SubmissionPatchPayloadSchema = z.object({ status: SubmissionStatusSchema });
export type SubmissionPatchPayload = z.infer<typeof SubmissionPatchPayloadSchema>;

const auditShape = {
  id: IdSchema,
  status: SubmissionStatusSchema,
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
export const AdminContactSubmissionListSchema = pagedResponseSchema(AdminContactSubmissionSchema);

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
export const AdminJobApplicationListSchema = pagedResponseSchema(AdminJobApplicationSchema);
