import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Bots fill every field; people never see this one. A filled honeypot is accepted and dropped. */
const honeypot = z.string().max(500).optional();

export const ContactSubmissionPayloadSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: z.email('Enter a valid email address').max(254, 'At most 254 characters'),
  company: optionalText(120),
  phone: optionalText(40),
  subject: optionalText(150),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(5000, 'At most 5000 characters'),
  website: honeypot,
});
export type ContactSubmissionPayload = z.input<typeof ContactSubmissionPayloadSchema>;

export const JobApplicationPayloadSchema = z.object({
  jobTitle: z.string().trim().min(1, 'Choose the role you are applying for').max(200, 'At most 200 characters'),
  name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: z.email('Enter a valid email address').max(254, 'At most 254 characters'),
  phone: optionalText(40),
  linkedinUrl: z
    .string()
    .trim()
    .max(300, 'At most 300 characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https$/, message: 'Enter a full https:// address' }).optional()),
  coverLetter: optionalText(5000),
  website: honeypot,
});
export type JobApplicationPayload = z.input<typeof JobApplicationPayloadSchema>;

export const resumeLimits = { maxBytes: 5 * 1024 * 1024, mimeType: 'application/pdf' } as const;

export const SubmissionCreatedSchema = z.object({ id: z.number().int() });
export type SubmissionCreated = z.infer<typeof SubmissionCreatedSchema>;
