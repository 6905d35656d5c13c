import * as z from 'zod/mini';
import { NavLinkSchema } from './header-config';

const buttonText = () => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(60));

/** The site-wide call to action shown above the footer. The spec does not show its shape. */
export const CtaContentSchema = z.object({
  enabled: z.boolean(),
  title: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(160)),
  description: z.string().check(z.maxLength(600)),
  primary: z.object({ text: buttonText(), link: NavLinkSchema }),
  secondary: z.optional(z.object({ text: buttonText(), link: NavLinkSchema })),
});
export type CtaContent = z.infer<typeof CtaContentSchema>;
