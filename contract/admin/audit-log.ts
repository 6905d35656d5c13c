import * as z from 'zod/mini';
import { SessionStyleSchema } from '../account';
import { IdSchema, IsoTimestampSchema, maxId, typeMessage } from './admin-fields';
import { DateQuerySchema, isRangeOrdered } from './date-range';
import { cursorAnswerShape, cursorQuery, oneWayOfPaging } from './list-cursor';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';

/**
 * Everything the audit log records, with the wording staff read in the log screen and the CSV. Adding an action
 * here is the whole of declaring it: the filter offers it and the server accepts it. The log reads an entry as a
 * sentence naming its item (audit-wording.ts).
 */
export const auditActionLabels = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.sign-out': 'Signed out',
  'account.register': 'Registered an account',
  'account.password-change': 'Changed their password',
  'account.password-reset': 'Reset their password with a link',
  'account.two-factor-enable': 'Turned on two-factor sign-in',
  'account.two-factor-disable': 'Turned off two-factor sign-in',
  'session.revoke': 'Signed out a session',
  'session.revoke-others': 'Signed out all other sessions',
  'user.approve': 'Approved an account',
  'user.reject': 'Rejected an account',
  'user.update': 'Changed an account',
  'user.revoke-sessions': 'Signed a user out everywhere',
  'user.password-reset-link': 'Made a password reset link',
  'user.password-reset-link-withdraw': 'Withdrew a password reset link',
  'invitation.create': 'Made an invitation',
  'invitation.withdraw': 'Withdrew an invitation',
  'invitation.accept': 'Joined with an invitation',
  'page.create': 'Created a page',
  // Older entries: a save is recorded as a draft save or a publish since issue 29.
  'page.update': 'Saved a page',
  'page.save-draft': 'Saved a draft of a page',
  'page.delete': 'Deleted a page',
  'page.restore': 'Restored a page revision',
  'page.publish': 'Published a page',
  'page.unpublish': 'Unpublished a page',
  'page.schedule': 'Scheduled a page',
  'subpage.create': 'Created a subpage',
  'subpage.update': 'Saved a subpage',
  'subpage.save-draft': 'Saved a draft of a subpage',
  'subpage.delete': 'Deleted a subpage',
  'subpage.restore': 'Restored a subpage revision',
  'subpage.publish': 'Published a subpage',
  'subpage.unpublish': 'Unpublished a subpage',
  'subpage.schedule': 'Scheduled a subpage',
  'article.create': 'Created an article',
  'article.update': 'Saved an article',
  'article.delete': 'Deleted an article',
  'article.restore': 'Restored an article revision',
  'article.publish': 'Published an article',
  'article.unpublish': 'Unpublished an article',
  'article.schedule': 'Scheduled an article',
  'person.create': 'Added a person',
  'person.update': 'Changed a person',
  'person.delete': 'Deleted a person',
  'preview-link.create': 'Shared a preview link',
  'preview-link.revoke': 'Revoked a preview link',
  // Older entries: saves went live before the header, footer and call to action had drafts (chrome-drafts).
  'component.update': 'Saved a global component',
  'component.save-draft': 'Saved a draft of a global component',
  'component.restore': 'Restored a global component revision',
  'component.publish': 'Published a global component',
  'component.schedule': 'Scheduled a global component',
  'redirect.create': 'Added a redirect',
  'redirect.delete': 'Deleted a redirect',
  'media.upload': 'Uploaded media',
  'media.update': 'Changed media',
  'media.replace': 'Replaced a picture',
  'media.restore': 'Restored an earlier file of a picture',
  'media.delete': 'Deleted media',
  'submission.update': 'Changed a submission',
  'submission.bulk': 'Changed submissions in bulk',
  'submission.delete': 'Deleted a submission',
  'submission.export': 'Exported submissions',
  'submission.erase-person': 'Erased a person’s data',
  'retention.purge': 'Purged old submissions',
  'audit-log.export': 'Exported the audit log',
  'audit-log.purge': 'Purged old audit log entries',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditLogMessages = {
  adminOnly: 'Only an admin can read the audit log',
} as const;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

export const AuditActionSchema = z.enum(auditActions, { error: typeMessage('one of the audit log’s actions') });

export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: IsoTimestampSchema,
  /** Null for acts of nobody signed in (a failed sign-in) and of the server itself (retention purges). */
  actor: z.nullable(z.object({ id: z.nullable(IdSchema), name: z.string() })),
  /** One of `auditActions`; kept as text so an entry written by a newer server still reads. */
  action: z.string(),
  /** What was acted on: `page` 12 "Services"; null when the act has no single item (signing in, an export). */
  item: z.nullable(z.object({ type: z.string(), id: z.nullable(z.string()), label: z.string() })),
  /** What changed, in a sentence ("Changed: title, sections"); never a secret. */
  summary: z.string(),
  ip: z.nullable(z.string()),
  /** How the person was signed in when they acted (or tried to). */
  authStyle: z.nullable(SessionStyleSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const filterShape = {
  /** A user id: everything that person did. */
  actor: optionalQuery(
    z.coerce
      .number({ error: 'Must be a user id' })
      .check(z.int('Must be a user id'), z.positive(), z.lte(maxId, 'Must be a user id')),
  ),
  action: optionalQuery(AuditActionSchema),
  /** `page:12` for one item, or words found in items' names and types. */
  item: optionalQuery(SearchTextSchema),
  from: optionalQuery(DateQuerySchema),
  to: optionalQuery(DateQuerySchema),
};

const orderedRange = z.refine<{ from?: string | undefined; to?: string | undefined }>(isRangeOrdered, {
  error: 'Must not be before the start date',
  path: ['to'],
});

export const AuditLogFilterSchema = z.object(filterShape).check(orderedRange);
export type AuditLogFilter = z.output<typeof AuditLogFilterSchema>;

/** Newest first (`at`, then `id`); `cursor` (an answer's `nextCursor` or `prevCursor`) or `page`, not both. */
export const AuditLogQuerySchema = z
  .object({ ...filterShape, ...PagingQueryShape, cursor: optionalQuery(cursorQuery('audit-log')) })
  .check(orderedRange, oneWayOfPaging);
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = z.extend(pagedResponseSchema(AuditEntrySchema), cursorAnswerShape);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/** `page:12` names one item exactly; anything else is searched for. */
export function parseItemReference(item: string): { type: string; id: string } | null {
  const match = /^([a-z-]+):([\w-]{1,64})$/.exec(item);
  return match ? { type: match[1] ?? '', id: match[2] ?? '' } : null;
}
