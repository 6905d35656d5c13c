import * as z from 'zod/mini';
import { isClientRenderedPath } from '../../../contract/site-routes';

/**
 * Where a form posted without JavaScript is answered: the page it was on and the form's anchor there, from the
 * form's action (`?page=/contact&anchor=contact-form`). Read from the address, not the body, so a refusal made
 * before the body is read (a rate limit) is answered on the right page too. Only a site path is taken: the answer
 * is that page rendered, never a redirect, so nothing here can send a visitor elsewhere.
 */
const FormPostTargetSchema = z.object({
  page: z.string().check(
    z.maxLength(300),
    z.refine((path) => path.startsWith('/') && !path.startsWith('//') && !/[\\?#]/.test(path)),
    z.refine((path) => !isClientRenderedPath(path) && !path.startsWith('/api') && !path.startsWith('/forms')),
  ),
  anchor: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,199}$/)),
});

export type FormPostTarget = z.infer<typeof FormPostTargetSchema>;

/** The target the query names, or the form's own page when it names none or a wrong one. */
export function formPostTarget(query: unknown, fallback: FormPostTarget): FormPostTarget {
  const parsed = FormPostTargetSchema.safeParse(query);
  return parsed.success ? parsed.data : fallback;
}

/** What the visitor typed in the form's own fields, to put back: nothing else the body held is echoed. */
export function typedValues(fields: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
