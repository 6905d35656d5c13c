import * as z from 'zod/mini';
import { CtaContentSchema } from './cta-content';
import { FooterContentSchema } from './footer-content';
import { HeaderConfigSchema } from './header-config';

export const GlobalComponentNameSchema = z.enum(['header', 'footer', 'cta']);
export type GlobalComponentName = z.infer<typeof GlobalComponentNameSchema>;

/** How staff and the audit log name each component. */
export const globalComponentTitles: Record<GlobalComponentName, string> = {
  header: 'Header',
  footer: 'Footer',
  cta: 'Call to action',
};

export const globalComponentContentSchemas = {
  header: HeaderConfigSchema,
  footer: FooterContentSchema,
  cta: CtaContentSchema,
} as const;

/** The public answer: content is left unknown so the renderer can fall back to its defaults when it does not parse. */
export const GlobalComponentResponseSchema = z.object({
  name: GlobalComponentNameSchema,
  content: z.unknown(),
  updatedAt: z.string(),
});
export type GlobalComponentResponse = z.infer<typeof GlobalComponentResponseSchema>;
