import * as z from 'zod/mini';

const emptyToUndefined = z.transform((value: string | undefined) => (value === '' ? undefined : value));

const optionalText = (max: number) =>
  z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))), emptyToUndefined);

/** Bots fill every field; people never see this one. A filled honeypot is accepted and filed as spam. */
const honeypot = z.optional(z.string().check(z.maxLength(500)));

/**
 * The signed token of GET /api/public/form-token, fetched when the form is drawn. Any text is accepted
 * here: a missing, forged or badly timed token only counts toward spam, so a visitor on an old page
 * or a slow connection never loses a message to it.
 */
const formToken = z.optional(z.string({ error: 'Must be text' }));

export const ContactSubmissionPayloadSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(100, 'At most 100 characters')),
  email: z.email('Enter a valid email address').check(z.maxLength(254, 'At most 254 characters')),
  company: optionalText(120),
  phone: optionalText(40),
  subject: optionalText(150),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more (at least 10 characters)'),
      z.maxLength(5000, 'At most 5000 characters'),
    ),
  website: honeypot,
  formToken,
});
export type ContactSubmissionPayload = z.input<typeof ContactSubmissionPayloadSchema>;

export const JobApplicationPayloadSchema = z.object({
  jobTitle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose the role you are applying for'),
      z.maxLength(200, 'At most 200 characters'),
    ),
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(100, 'At most 100 characters')),
  email: z.email('Enter a valid email address').check(z.maxLength(254, 'At most 254 characters')),
  phone: optionalText(40),
  linkedinUrl: z.pipe(
    z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters'))), emptyToUndefined),
    z.optional(z.url({ protocol: /^https$/, error: 'Enter a full https:// address' })),
  ),
  coverLetter: optionalText(5000),
  website: honeypot,
  formToken,
});
export type JobApplicationPayload = z.input<typeof JobApplicationPayloadSchema>;

export const resumeLimits = { maxBytes: 5 * 1024 * 1024, mimeType: 'application/pdf' } as const;

/** One wording for the résumé refusals, whichever side (browser or server) catches them. */
export const resumeMessages = {
  notPdf: 'The résumé must be a PDF file',
  tooLarge: 'The résumé must be at most 5 MB',
} as const;

export const SubmissionCreatedSchema = z.object({ id: z.number().check(z.int()) });
export type SubmissionCreated = z.infer<typeof SubmissionCreatedSchema>;

/** A form sent sooner than this after it was drawn was filled by a machine, not typed by a person. */
export const formTokenMinAgeMs = 3_000;
/** A token older than this is stale (a tab left open for a day) and counts toward spam. */
export const formTokenMaxAgeMs = 24 * 60 * 60_000;

export const FormTokenSchema = z.object({ token: z.string() });
export type FormToken = z.infer<typeof FormTokenSchema>;
