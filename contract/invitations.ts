import * as z from 'zod/mini';
import { typeMessage } from './admin/admin-fields';
import { RegisterPayloadSchema } from './auth';
import { RoleSchema } from './user';

/**
 * How people join (SITE_REGISTRATION): `approval` — anyone registers and waits for an admin; `invite-only` — only
 * with an admin's invitation link; `open` — anyone registers and is a viewer at once (demos).
 */
export const RegistrationModeSchema = z.enum(['approval', 'invite-only', 'open']);
export type RegistrationMode = z.infer<typeof RegistrationModeSchema>;
export const RegistrationInfoSchema = z.object({ mode: RegistrationModeSchema });
export type RegistrationInfo = z.infer<typeof RegistrationInfoSchema>;

/** Days an invitation link stays usable, chosen when it is made. */
export const invitationDays = { min: 1, max: 30, default: 7 } as const;

export const CreateInvitationPayloadSchema = z.object({
  role: z.enum(RoleSchema.options, { error: typeMessage('admin, editor or viewer') }),
  note: z._default(
    z.string({ error: typeMessage('text') }).check(z.trim(), z.maxLength(120, 'At most 120 characters')),
    '',
  ),
  days: z._default(
    z
      .number({ error: typeMessage('a number of days') })
      .check(
        z.int('Must be a whole number of days'),
        z.gte(invitationDays.min, `At least ${invitationDays.min} day`),
        z.lte(invitationDays.max, `At most ${invitationDays.max} days`),
      ),
    invitationDays.default,
  ),
});
export type CreateInvitationPayload = z.input<typeof CreateInvitationPayloadSchema>;

export const InvitationStateSchema = z.enum(['open', 'used', 'expired']);

/** An invitation as admins list it; the link itself is shown once, when it is made. */
export const InvitationSchema = z.object({
  id: z.number().check(z.int()),
  role: RoleSchema,
  note: z.string(),
  state: InvitationStateSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  createdBy: z.nullable(z.string()),
  usedBy: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ items: z.array(InvitationSchema) });

/** POST /api/admin/invitations answers the invitation and, this once, the path that redeems it. */
export const CreatedInvitationSchema = z.object({ invitation: InvitationSchema, path: z.string() });
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

/**
 * GET /api/invitations/{token}: what the invitee is told before choosing a password. `timeZone` is the site's
 * (SITE_TIME_ZONE): the invitee is not signed in and cannot read the admin's settings, yet is shown the expiry as
 * the rest of the admin shows times, on the site's clock and naming it.
 */
export const InvitationPreviewSchema = z.object({ role: RoleSchema, expiresAt: z.string(), timeZone: z.string() });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** Accepting: the same fields as registering, with the same rules. */
export const AcceptInvitationPayloadSchema = RegisterPayloadSchema;
export type AcceptInvitationPayload = z.infer<typeof AcceptInvitationPayloadSchema>;

export const invitationMessages = {
  unusable: 'This invitation link has expired, was already used or was withdrawn. Ask an administrator for a new one.',
  inviteOnly: 'Registration is by invitation only: ask an administrator of this site for an invitation link.',
  notFound: 'Invitation not found',
} as const;

/** Where an invitation is redeemed in the web app; the secret is the last segment. */
export const invitationPath = (token: string) => `/auth/invite/${token}`;
