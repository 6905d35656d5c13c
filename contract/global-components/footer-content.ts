import { z } from 'zod';
import { NavLinkSchema } from './header-config';

export const socialPlatforms = ['facebook', 'twitter', 'x', 'linkedin', 'instagram', 'youtube', 'github'] as const;

export const SocialLinkSchema = z.object({
  platform: z.string().trim().min(1, 'Required').max(40),
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^(https:\/\/\S+|#)$/, 'Use an https:// address (or # as a placeholder)'),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const FooterLinkSchema = z.object({
  text: z.string().trim().min(1, 'Required').max(80),
  link: NavLinkSchema,
});

export const QuickLinkSectionSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(80),
  links: z.array(FooterLinkSchema).max(20),
});
export type QuickLinkSection = z.infer<typeof QuickLinkSectionSchema>;

export const CompanyInfoSchema = z.object({
  title: z.string().trim().max(80),
  officeName: z.string().trim().max(120).optional(),
  /** Multi-line: one line of the postal address per line. */
  address: z.string().max(500),
  phone: z.string().max(40),
  email: z.string().max(254),
});

export const FooterContentSchema = z.object({
  logoLight: z.string().max(300),
  logoDark: z.string().max(300),
  description: z.string().max(600),
  socialLinks: z.array(SocialLinkSchema).max(10),
  quickLinkSections: z.array(QuickLinkSectionSchema).max(6),
  companyInfo: CompanyInfoSchema,
  copyrightText: z.string().max(200),
});
export type FooterContent = z.infer<typeof FooterContentSchema>;
