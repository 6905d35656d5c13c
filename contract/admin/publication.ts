import * as z from 'zod/mini';
import { ActorSchema, IdSchema, IsoTimestampSchema } from './admin-fields';

/**
 * Where a page or subpage stands (issue 14 §2). The row's own columns are what the public site shows while it is
 * published; a save of a live page goes to its draft, which goes live on "Publish" (or at `publishAt`).
 * - published: live, nothing pending;
 * - draft-pending: live, with a saved draft the public does not see yet;
 * - draft-only: not on the public site (never published, or unpublished);
 * - scheduled: the working version goes live by itself at `publishAt`.
 */
export const PublicationStateSchema = z.enum(['published', 'draft-pending', 'draft-only', 'scheduled']);
export type PublicationState = z.infer<typeof PublicationStateSchema>;

export const publicationLabels: Record<PublicationState, string> = {
  published: 'Published',
  'draft-pending': 'Published, draft pending',
  'draft-only': 'Draft only',
  scheduled: 'Scheduled',
};

export const publicationShape = {
  publication: PublicationStateSchema,
  /** When the server publishes the working version by itself; null when not scheduled. */
  publishAt: z.nullable(IsoTimestampSchema),
  /** The slug the public site shows now; null when nothing is live. A slug change takes effect on publish. */
  liveSlug: z.nullable(z.string()),
};

const scheduleMessage = 'Enter a date and time';

/** `publishAt` an ISO instant (the editor turns the site's local time into one), or null to cancel. */
export const SchedulePayloadSchema = z.object({
  publishAt: z.nullable(
    z.string({ error: scheduleMessage }).check(z.refine((value) => !Number.isNaN(Date.parse(value)), scheduleMessage)),
  ),
});
export type SchedulePayload = z.infer<typeof SchedulePayloadSchema>;

export const previewLinkDays = { min: 1, max: 30 } as const;

export const PreviewLinkCreatePayloadSchema = z.object({
  days: z
    .number({ error: 'Must be a number of days' })
    .check(
      z.int('Must be a whole number of days'),
      z.gte(previewLinkDays.min, `From ${previewLinkDays.min} to ${previewLinkDays.max} days`),
      z.lte(previewLinkDays.max, `From ${previewLinkDays.min} to ${previewLinkDays.max} days`),
    ),
});

export const PreviewLinkSchema = z.object({
  id: IdSchema,
  createdAt: IsoTimestampSchema,
  expiresAt: IsoTimestampSchema,
  createdBy: ActorSchema,
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;
export const PreviewLinkListSchema = z.object({ items: z.array(PreviewLinkSchema) });

/** The secret is in `path` only in this answer: only its hash is stored, so it cannot be shown again. */
export const CreatedPreviewLinkSchema = z.extend(PreviewLinkSchema, { path: z.string().check(z.startsWith('/')) });
export type CreatedPreviewLink = z.infer<typeof CreatedPreviewLinkSchema>;

/** What the editor needs to type and show "Publish at" times: the site's time zone (SITE_TIME_ZONE). */
export const PublicationSettingsSchema = z.object({ timeZone: z.string() });
export type PublicationSettings = z.infer<typeof PublicationSettingsSchema>;
