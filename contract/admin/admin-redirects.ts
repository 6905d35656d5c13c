import * as z from 'zod/mini';
import { isSitePath } from '../link-rules';
import { isClientRenderedPath } from '../site-routes';
import { ActorSchema, IdSchema, IsoTimestampSchema, typeMessage } from './admin-fields';

const pathMessage = 'Use a path on this site, such as /old-page';

/** A redirect's ends are whole site paths: no query string, fragment or trailing slash. */
function pathSchema() {
  return z.string({ error: typeMessage('text') }).check(
    z.trim(),
    z.minLength(1, 'Enter a path'),
    z.maxLength(300, 'At most 300 characters'),
    z.refine((path) => isSitePath(path) && !/[?#]/.test(path) && (path === '/' || !path.endsWith('/')), pathMessage),
  );
}

export const RedirectCreatePayloadSchema = z.object({
  source: pathSchema().check(
    z.refine((path) => path !== '/' && !isClientRenderedPath(path) && !path.startsWith('/api/'), {
      message: 'This address cannot be redirected',
    }),
  ),
  target: pathSchema(),
});
export type RedirectCreatePayload = z.input<typeof RedirectCreatePayloadSchema>;

export const RedirectSchema = z.object({
  id: IdSchema,
  source: z.string(),
  target: z.string(),
  hits: z.number().check(z.int(), z.nonnegative()),
  createdAt: IsoTimestampSchema,
  createdBy: ActorSchema,
});
export type Redirect = z.infer<typeof RedirectSchema>;

export const RedirectListSchema = z.object({ items: z.array(RedirectSchema) });
export type RedirectList = z.infer<typeof RedirectListSchema>;

/** A link in the header, footer, call to action or a page that followed a rename. */
export const RewrittenLinkSchema = z.object({ document: z.string(), from: z.string(), to: z.string() });
export type RewrittenLink = z.infer<typeof RewrittenLinkSchema>;

/**
 * What a slug change did besides the save: the move of the document's own address, the redirects it recorded
 * (none for a draft, whose old address no visitor could have had) and the links it rewrote.
 */
export const RenameReportSchema = z.object({
  address: z.object({ from: z.string(), to: z.string() }),
  redirects: z.array(z.object({ source: z.string(), target: z.string() })),
  rewrittenLinks: z.array(RewrittenLinkSchema),
});
export type RenameReport = z.infer<typeof RenameReportSchema>;
