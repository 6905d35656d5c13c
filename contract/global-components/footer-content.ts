import * as z from 'zod/mini';
import { ImagePathSchema } from '../image-path-schema';
import { NavLinkSchema } from './header-config';

export const socialPlatforms = ['facebook', 'twitter', 'x', 'linkedin', 'instagram', 'youtube', 'github'] as const;

export const SocialLinkSchema = z.object({
  platform: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(40)),
  link: z
    .string()
    .check(
      z.trim(),
      z.maxLength(300),
      z.regex(/^(https:\/\/\S+|#)$/, 'Use an https:// address (or # as a placeholder)'),
    ),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const FooterLinkSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(80)),
  link: NavLinkSchema,
});

export const QuickLinkSectionSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(80)),
  links: z.array(FooterLinkSchema).check(z.maxLength(20)),
});
export type QuickLinkSection = z.infer<typeof QuickLinkSectionSchema>;

export const CompanyInfoSchema = z.object({
  title: z.string().check(z.trim(), z.maxLength(80)),
  officeName: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  /** Multi-line: one line of the postal address per line. */
  address: z.string().check(z.maxLength(500)),
  phone: z.string().check(z.maxLength(40)),
  email: z.string().check(z.maxLength(254)),
});

export const FooterContentSchema = z.object({
  logoLight: ImagePathSchema,
  logoDark: ImagePathSchema,
  description: z.string().check(z.maxLength(600)),
  socialLinks: z.array(SocialLinkSchema).check(z.maxLength(10)),
  quickLinkSections: z.array(QuickLinkSectionSchema).check(z.maxLength(6)),
  companyInfo: CompanyInfoSchema,
  copyrightText: z.string().check(z.maxLength(200)),
});
export type FooterContent = z.infer<typeof FooterContentSchema>;
