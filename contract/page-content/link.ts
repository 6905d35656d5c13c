import { z } from 'zod';

// Site-relative paths or https only: protocol-relative ("//host"), http: and javascript: URLs
// would let edited content send visitors somewhere unvetted or run script.
const LINK_PATTERN = /^(?:\/(?!\/)\S*|https:\/\/[^\s/?#]+\S*)$/;

export const LinkSchema = z.string().min(1).max(500).regex(LINK_PATTERN, 'Link must start with "/" or "https://"');

export type Link = z.infer<typeof LinkSchema>;

/** A labelled link rendered as a button or text link. */
export const ActionSchema = z.object({
  text: z.string().trim().min(1).max(80),
  link: LinkSchema,
});

export type Action = z.infer<typeof ActionSchema>;
