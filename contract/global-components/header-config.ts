import { z } from 'zod';

const text = z.string().trim().min(1, 'Required').max(80, 'At most 80 characters');
/** Site-relative ("/services") or absolute https links only: no javascript: or data: URLs from content. */
export const NavLinkSchema = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'Use a site path starting with / or an https:// address');

export const SubmenuItemSchema = z.object({
  text,
  link: NavLinkSchema,
  order: z.number().int(),
  enabled: z.boolean(),
});
export type SubmenuItem = z.infer<typeof SubmenuItemSchema>;

export const DropdownItemSchema = SubmenuItemSchema.extend({
  hasSubmenu: z.boolean().default(false),
  submenuItems: z.array(SubmenuItemSchema).max(30).default([]),
});
export type DropdownItem = z.infer<typeof DropdownItemSchema>;

export const MenuItemSchema = SubmenuItemSchema.extend({
  hasDropdown: z.boolean().default(false),
  dropdownItems: z.array(DropdownItemSchema).max(30).default([]),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const HeaderConfigSchema = z.object({
  logoLight: z.string().max(300),
  logoDark: z.string().max(300),
  showThemeToggle: z.boolean(),
  showSearch: z.boolean(),
  searchPlaceholder: z.string().max(80),
  menuItems: z.array(MenuItemSchema).max(20),
});
export type HeaderConfig = z.infer<typeof HeaderConfigSchema>;
