import { z } from 'zod';
import { NavLinkSchema } from './header-config';

/** The site-wide call to action shown above the footer. The spec does not show its shape. */
export const CtaContentSchema = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1, 'Required').max(160),
  description: z.string().max(600),
  primary: z.object({ text: z.string().trim().min(1, 'Required').max(60), link: NavLinkSchema }),
  secondary: z.object({ text: z.string().trim().min(1, 'Required').max(60), link: NavLinkSchema }).optional(),
});
export type CtaContent = z.infer<typeof CtaContentSchema>;
