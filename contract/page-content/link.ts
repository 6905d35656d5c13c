import * as z from 'zod/mini';

// Site-relative paths or https only: protocol-relative ("//host"), http: and javascript: URLs
// would let edited content send visitors somewhere unvetted or run script.
const LINK_PATTERN = /^(?:\/(?!\/)\S*|https:\/\/[^\s/?#]+\S*)$/;

export const LinkSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(500), z.regex(LINK_PATTERN, 'Link must start with "/" or "https://"'));

export type Link = z.infer<typeof LinkSchema>;

/** A labelled link rendered as a button or text link. */
export const ActionSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  link: LinkSchema,
});

export type Action = z.infer<typeof ActionSchema>;
