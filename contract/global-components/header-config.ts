import * as z from 'zod/mini';
import { ImagePathSchema } from '../image-path-schema';
import { isAllowedLink, linkMessage } from '../link-rules';
import { defaultSecurityContact } from './default-security-contact';
import { SecurityContactSchema } from './security-contact';

const text = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(80, 'At most 80 characters'));
/** A dropdown entry's line fits one or two lines of a 20rem panel at the menu's small size. */
export const menuDescriptionMaxLength = 100;

/** A menu, footer or call-to-action link: see `contract/link-rules.ts` for what it may point to and why. */
export const NavLinkSchema = z
  .string()
  .check(z.trim(), z.maxLength(300, 'At most 300 characters'), z.refine(isAllowedLink, linkMessage));

/** What every level of the menu has. */
const LinkItemSchema = z.object({
  text,
  link: NavLinkSchema,
  order: z.number().check(z.int()),
  enabled: z.boolean(),
});

/**
 * One line under an entry of a dropdown or submenu panel (what the offering is), so a visitor can choose without
 * opening each page. Top-level items have none: the bar has no room for it. Empty or left out, none is drawn.
 */
export const MenuDescriptionSchema = z
  .string()
  .check(z.trim(), z.maxLength(menuDescriptionMaxLength, `At most ${menuDescriptionMaxLength} characters`));

export const SubmenuItemSchema = z.extend(LinkItemSchema, { description: z.optional(MenuDescriptionSchema) });
export type SubmenuItem = z.infer<typeof SubmenuItemSchema>;

export const DropdownItemSchema = z.extend(SubmenuItemSchema, {
  hasSubmenu: z._default(z.boolean(), false),
  submenuItems: z._default(z.array(SubmenuItemSchema).check(z.maxLength(30)), []),
});
export type DropdownItem = z.infer<typeof DropdownItemSchema>;

export const MenuItemSchema = z.extend(LinkItemSchema, {
  hasDropdown: z._default(z.boolean(), false),
  dropdownItems: z._default(z.array(DropdownItemSchema).check(z.maxLength(30)), []),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const HeaderConfigSchema = z.object({
  logoLight: ImagePathSchema,
  logoDark: ImagePathSchema,
  showThemeToggle: z.boolean(),
  showSearch: z.boolean(),
  searchPlaceholder: z.string().check(z.maxLength(80)),
  menuItems: z.array(MenuItemSchema).check(z.maxLength(20)),
  // Headers saved before it existed read as the defaults.
  securityContact: z._default(SecurityContactSchema, defaultSecurityContact),
});
export type HeaderConfig = z.infer<typeof HeaderConfigSchema>;
