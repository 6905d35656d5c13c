import type { FastifyInstance } from 'fastify';
import { adminPlugin } from './admin-plugin';
import type { AdminRoute } from './route-access';
import { routeAccess } from './route-access';
import { contentChanges } from './content-changes';
import { getGlobalComponentRoute } from './global-components/get-global-component-route';
import { updateGlobalComponentRoute } from './global-components/update-global-component-route';
import { createMediaRoute } from './media/create-media-route';
import { deleteMediaRoute } from './media/delete-media-route';
import { getMediaRoute } from './media/get-media-route';
import { listMediaRoute } from './media/list-media-route';
import { updateMediaRoute } from './media/update-media-route';
import { listMediaRevisionsRoute } from './media/list-media-revisions-route';
import { mediaRevisionFileRoute } from './media/media-revision-file-route';
import { restoreMediaRevisionRoute } from './media/restore-media-revision-route';
import { createPageRoute } from './pages/create-page-route';
import { deletePageRoute } from './pages/delete-page-route';
import { getPageRoute } from './pages/get-page-route';
import { listPagesRoute } from './pages/list-pages-route';
import { updatePageRoute } from './pages/update-page-route';
import { listRevisionsRoute } from './revisions/list-revisions-route';
import { presenceRoute } from './presence/presence-route';
import { documentEventsRoute } from './presence/document-events-route';
import { PresenceBoard } from '../../presence/presence-board';
import { DatabasePresenceBoard } from '../../presence/database-presence-board';
import { documentSaves } from '../../presence/document-saves';
import type { DocumentStreamsTimings } from '../../presence/document-streams';
import { DocumentStreams } from '../../presence/document-streams';
import type { ContentChange } from '../../http/content-change';
import type { ChangeNotices } from '../../instances/change-notices';
import { databaseKind } from '../../db/database-kind';
import { restoreRevisionRoute } from './revisions/restore-revision-route';
import { revisionTargets } from './revisions/revision-targets';
import { getStatsRoute } from './stats/get-stats-route';
import { createSubpageRoute } from './subpages/create-subpage-route';
import { deleteSubpageRoute } from './subpages/delete-subpage-route';
import { getSubpageRoute } from './subpages/get-subpage-route';
import { listSubpagesRoute } from './subpages/list-subpages-route';
import { updateSubpageRoute } from './subpages/update-subpage-route';
import { bulkSubmissionsRoute } from './submissions/bulk-submissions-route';
import { deleteSubmissionRoute } from './submissions/delete-submission-route';
import { downloadResumeRoute } from './submissions/download-resume-route';
import { erasePersonRoute } from './submissions/erase-person-route';
import { exportSubmissionsRoute } from './submissions/export-submissions-route';
import { listSubmissionsRoute } from './submissions/list-submissions-route';
import { previewErasureRoute } from './submissions/preview-erasure-route';
import type { SubmissionKind } from './submissions/submission-kinds';
import { contactSubmissions, jobApplications } from './submissions/submission-kinds';
import { updateSubmissionRoute } from './submissions/update-submission-route';
import { listUsersRoute } from './users/list-users-route';
import { createInvitationRoute } from './invitations/create-invitation-route';
import { listInvitationsRoute } from './invitations/list-invitations-route';
import { withdrawInvitationRoute } from './invitations/withdraw-invitation-route';
import { createPasswordResetRoute } from './users/create-password-reset-route';
import { revokeUserSessionsRoute } from './users/revoke-user-sessions-route';
import { withdrawPasswordResetRoute } from './users/withdraw-password-reset-route';
import { updateUserRoute } from './users/update-user-route';
import { createRedirectRoute } from './redirects/create-redirect-route';
import { deleteRedirectRoute } from './redirects/delete-redirect-route';
import { listRedirectsRoute } from './redirects/list-redirects-route';
import { listLinkTargetsRoute } from './link-targets/list-link-targets-route';
import { exportAuditLogRoute } from './audit-log/export-audit-log-route';
import { listAuditLogRoute } from './audit-log/list-audit-log-route';
import { registerPublicationRoutes } from './publication/register-publication-routes';
import { registerArticleRoutes } from './articles/register-article-routes';

function submissionRoutes<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  listSubmissionsRoute(app, kind);
  exportSubmissionsRoute(app, kind);
  updateSubmissionRoute(app, kind);
  deleteSubmissionRoute(app, kind);
  bulkSubmissionsRoute(app, kind);
}

export interface AdminRouteOptions {
  now: () => Date;
  siteTimeZone: string;
  /** Told after a write that changed public content succeeded (see content-changes.ts). */
  onContentChanged: (change: ContentChange) => void;
  /** How instances tell each other about open documents (presence, saves), as about content changes. */
  changeNotices: ChangeNotices;
  documentStreams?: Partial<DocumentStreamsTimings>;
}

/**
 * The staff API under /api/admin, in its own context. Each route declares who may call it and one hook checks
 * (route-access.ts); `app.adminRoutes` lists them with their levels. Each write also declares whether it changes
 * public content (content-changes.ts).
 */
export async function registerAdminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  const routes: AdminRoute[] = [];
  app.decorate('adminRoutes', routes);
  // Several instances may serve the editors on PostgreSQL: presence is shared through the database there.
  const presence = databaseKind(app.db) === 'postgres' ? new DatabasePresenceBoard(app.db) : new PresenceBoard();
  const streams = new DocumentStreams(
    presence,
    options.changeNotices,
    (error, message) => app.log.warn({ err: error }, message),
    options.documentStreams,
  );
  app.decorate('documentStreams', streams);
  // Before the server stops listening: it waits for open connections, and a stream stays open until ended.
  app.addHook('preClose', () => streams.closeAll());
  const publication = { now: options.now, siteTimeZone: options.siteTimeZone };
  await app.register(async (admin) => {
    routeAccess(admin, routes);
    contentChanges(admin, options.onContentChanged);
    documentSaves(admin, streams);
    await admin.register(adminPlugin);
    listPagesRoute(admin);
    createPageRoute(admin);
    getPageRoute(admin);
    updatePageRoute(admin);
    deletePageRoute(admin);
    listSubpagesRoute(admin);
    createSubpageRoute(admin);
    getSubpageRoute(admin);
    updateSubpageRoute(admin);
    deleteSubpageRoute(admin);
    registerArticleRoutes(admin);
    getGlobalComponentRoute(admin);
    updateGlobalComponentRoute(admin);
    listMediaRoute(admin);
    createMediaRoute(admin);
    getMediaRoute(admin);
    updateMediaRoute(admin);
    deleteMediaRoute(admin);
    listMediaRevisionsRoute(admin);
    mediaRevisionFileRoute(admin);
    restoreMediaRevisionRoute(admin);
    for (const target of revisionTargets) {
      listRevisionsRoute(admin, target);
      restoreRevisionRoute(admin, target);
      presenceRoute(admin, target, presence);
      documentEventsRoute(admin, target, streams);
    }
    submissionRoutes(admin, contactSubmissions);
    submissionRoutes(admin, jobApplications);
    downloadResumeRoute(admin);
    previewErasureRoute(admin);
    erasePersonRoute(admin);
    listUsersRoute(admin);
    revokeUserSessionsRoute(admin);
    createPasswordResetRoute(admin);
    withdrawPasswordResetRoute(admin);
    createInvitationRoute(admin);
    listInvitationsRoute(admin);
    withdrawInvitationRoute(admin);
    updateUserRoute(admin);
    getStatsRoute(admin);
    listRedirectsRoute(admin);
    listLinkTargetsRoute(admin);
    createRedirectRoute(admin);
    deleteRedirectRoute(admin);
    listAuditLogRoute(admin);
    exportAuditLogRoute(admin);
    registerPublicationRoutes(admin, publication);
  });
}
