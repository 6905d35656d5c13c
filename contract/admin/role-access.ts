import type { Role } from '../user';
import { contentEditorRoles } from '../user';

/**
 * Who may do what in the admin, once for both sides: the server's route check (server/routes/admin/route-access.ts)
 * decides with `roleMeets`, and the admin's menu and buttons show a role only the screens and actions it may use.
 * The levels:
 * - reader: reading content (pages, subpages, global components, media, redirects, revisions, stats): any signed-in
 *   user, so a viewer can look at everything read-only;
 * - editor: every change: editor or admin;
 * - submissions: submissions hold applicants' personal data: editor or admin, even to read;
 * - admin: users, the audit log and erasing a person's submissions.
 */
export type AccessLevel = 'reader' | 'editor' | 'submissions' | 'admin';

const levelRoles: Record<AccessLevel, readonly Role[]> = {
  reader: ['admin', 'editor', 'viewer'],
  editor: contentEditorRoles,
  submissions: contentEditorRoles,
  admin: ['admin'],
};

export function roleMeets(role: Role, level: AccessLevel): boolean {
  return levelRoles[level].includes(role);
}

/**
 * A screen or action of the admin and the API call it stands for (`METHOD /url` as the server registers it):
 * the server's access test fails when that route declares another level, so this table cannot drift from the
 * checks it mirrors. `null`: the screen reads only the signed-in person's own account (outside the admin API).
 */
export interface Capability {
  level: AccessLevel;
  route: string | null;
}

const can = (level: AccessLevel, route: string | null): Capability => ({ level, route });

/** The admin's screens, by the call each needs to show anything. */
export const adminScreens = {
  dashboard: can('reader', 'GET /api/admin/stats'),
  pages: can('reader', 'GET /api/admin/pages'),
  pageNew: can('editor', 'POST /api/admin/pages'),
  subpageNew: can('editor', 'POST /api/admin/pages/:pageId/subpages'),
  articles: can('reader', 'GET /api/admin/articles'),
  articleNew: can('editor', 'POST /api/admin/articles'),
  people: can('reader', 'GET /api/admin/people'),
  globalComponents: can('reader', 'GET /api/admin/global-components/:name'),
  media: can('reader', 'GET /api/admin/media'),
  redirects: can('reader', 'GET /api/admin/redirects'),
  contactSubmissions: can('submissions', 'GET /api/admin/contact-submissions'),
  jobSubmissions: can('submissions', 'GET /api/admin/job-submissions'),
  users: can('admin', 'GET /api/admin/users'),
  auditLog: can('admin', 'GET /api/admin/audit-log'),
  account: can('reader', null),
} as const satisfies Record<string, Capability>;
export type AdminScreen = keyof typeof adminScreens;

/** The admin's action buttons, by the call each makes. */
export const adminActions = {
  /** Saving, publishing, scheduling, deleting and restoring pages, subpages and global components. */
  editContent: can('editor', 'PUT /api/admin/pages/:id'),
  sharePreview: can('editor', 'POST /api/admin/pages/:id/preview-links'),
  uploadMedia: can('editor', 'POST /api/admin/media'),
  addRedirect: can('editor', 'POST /api/admin/redirects'),
  handleSubmissions: can('editor', 'PATCH /api/admin/contact-submissions/:id'),
  exportSubmissions: can('submissions', 'GET /api/admin/contact-submissions/export.csv'),
  erasePerson: can('admin', 'POST /api/admin/submissions/erase'),
  manageUsers: can('admin', 'PATCH /api/admin/users/:id'),
  exportAuditLog: can('admin', 'GET /api/admin/audit-log/export.csv'),
} as const satisfies Record<string, Capability>;
export type AdminAction = keyof typeof adminActions;

export function mayOpen(role: Role, screen: AdminScreen): boolean {
  return roleMeets(role, adminScreens[screen].level);
}

export function mayUse(role: Role, action: AdminAction): boolean {
  return roleMeets(role, adminActions[action].level);
}
