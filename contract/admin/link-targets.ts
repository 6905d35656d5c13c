import * as z from 'zod/mini';
import { isSitePath } from '../link-rules';
import { tooLong } from './admin-fields';
import { optionalQuery } from './paging';

/** What the link tool may search for at once: a title typed in a box, never a document. */
export const linkTargetQueryMaxLength = 100;
export const linkTargetPathMaxLength = 300;
/** The most pages and subpages one answer lists: enough to choose from, small enough to send per keystroke. */
export const maxLinkTargets = 20;

/**
 * GET /api/admin/link-targets: `q` finds published pages and subpages whose title, address or a block's heading
 * contains it; `path` names one address exactly (what an existing link points to). Neither lists the first ones.
 */
export const LinkTargetQuerySchema = z.object({
  q: optionalQuery(
    z.string().check(z.trim(), z.maxLength(linkTargetQueryMaxLength, tooLong(linkTargetQueryMaxLength))),
  ),
  path: optionalQuery(
    z
      .string()
      .check(
        z.maxLength(linkTargetPathMaxLength, tooLong(linkTargetPathMaxLength)),
        z.refine(isSitePath, 'Use a path on this site, such as /services'),
      ),
  ),
});
export type LinkTargetQuery = z.output<typeof LinkTargetQuerySchema>;

/** A block a link may lead to: its anchor (the `#…` of the address), its heading (else its type) and its type. */
export const LinkAnchorSchema = z.object({ anchor: z.string(), label: z.string(), type: z.string() });
export type LinkAnchor = z.infer<typeof LinkAnchorSchema>;

export const LinkTargetSchema = z.object({
  kind: z.enum(['page', 'subpage']),
  title: z.string(),
  /** The public address, as a link stores it (`/`, `/contact`, `/services/cloud-security`). */
  path: z.string(),
  /** A subpage's page, for "Services › Cloud Security"; null for a page. */
  parentTitle: z.nullable(z.string()),
  anchors: z.array(LinkAnchorSchema),
});
export type LinkTarget = z.infer<typeof LinkTargetSchema>;

export const LinkTargetListSchema = z.object({ items: z.array(LinkTargetSchema) });
export type LinkTargetList = z.infer<typeof LinkTargetListSchema>;
