import * as z from 'zod/mini';
import { isAllowedLink, linkMessage } from '../link-rules';

/** A content link: see `contract/link-rules.ts` for what it may point to and why. */
export const LinkSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(500), z.refine(isAllowedLink, linkMessage));

export type Link = z.infer<typeof LinkSchema>;

/** A labelled link rendered as a button or text link. */
export const ActionSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  link: LinkSchema,
});

export type Action = z.infer<typeof ActionSchema>;
