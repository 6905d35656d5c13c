/** The top-level fields of the header, footer and call to action, named as their editors label them. */
const fieldLabels: Record<string, string> = {
  logoLight: 'Logo (light theme)',
  logoDark: 'Logo (dark theme)',
  showThemeToggle: 'Theme switch',
  showSearch: 'Search',
  searchPlaceholder: 'Search placeholder',
  menuItems: 'Menu items',
  securityContact: 'Security contact',
  description: 'Description',
  socialLinks: 'Social links',
  quickLinkSections: 'Link sections',
  companyInfo: 'Company information',
  copyrightText: 'Copyright text',
  enabled: 'Shown on the site',
  title: 'Title',
  primary: 'Primary button',
  secondary: 'Secondary button',
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Which parts of a global component someone else changed between the version this editor opened (`base`) and
 * the one saved meanwhile (`theirs`), by the names the editor shows. Values are compared as JSON: the content
 * is plain data read from the same API.
 */
export function componentChanges(base: unknown, theirs: unknown): string[] {
  const before = asRecord(base);
  const after = asRecord(theirs);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => fieldLabels[key] ?? key);
}
