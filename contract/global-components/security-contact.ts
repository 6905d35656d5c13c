import * as z from 'zod/mini';
import { isSitePath } from '../link-rules';

/**
 * How to reach the firm's security team, edited with the header: the header's always-visible incident line and
 * the site's /.well-known/security.txt (RFC 9116) are both drawn from it, so they never disagree.
 */
export const SecurityContactSchema = z.object({
  showIncidentLine: z.boolean(),
  incidentText: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(60, 'At most 60 characters')),
  incidentPhone: z
    .string()
    .check(z.trim(), z.regex(/^\+?\d[\d ()-]{5,24}$/, 'Use a telephone number such as +44 20 7946 0999')),
  email: z.string().check(z.trim(), z.maxLength(120, 'At most 120 characters'), z.email('Use an email address')),
  policyPath: z
    .string()
    .check(
      z.trim(),
      z.maxLength(200, 'At most 200 characters'),
      z.refine(isSitePath, 'Use a path on this site, such as /responsible-disclosure'),
    ),
  preferredLanguages: z
    .string()
    .check(
      z.trim(),
      z.regex(
        /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?(?:, ?[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?){0,9}$/,
        'Use language tags separated by commas, such as en, de',
      ),
    ),
});

export type SecurityContact = z.infer<typeof SecurityContactSchema>;
