import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createArticlesRepository } from './articles-repository';
import { createPeopleRepository } from './people-repository';
import { createContactSubmissionsRepository } from './contact-submissions-repository';
import { createGlobalComponentsRepository } from './global-components-repository';
import { createJobApplicationsRepository } from './job-applications-repository';
import { createLoginAttemptsRepository } from './login-attempts-repository';
import { createMediaFilesRepository } from './media-files-repository';
import { createMediaRepository } from './media-repository';
import { createPagesRepository } from './pages-repository';
import { createPreviewLinksRepository } from './preview-links-repository';
import { createRedirectsRepository } from './redirects-repository';
import { createRetentionPurgesRepository } from './retention-purges-repository';
import { createServerSecretsRepository } from './server-secrets-repository';
import { createSessionsRepository } from './sessions-repository';
import { createSubpagesRepository } from './subpages-repository';
import { createInvitationsRepository } from './invitations-repository';
import { createAuditLogRepository } from './audit-log-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createTwoFactorRepository } from './two-factor-repository';
import { createUsersRepository } from './users-repository';

export function createRepositories(db: Kysely<Database>, options: { sessionTtlMs: number; sessionIdleMs?: number }) {
  return {
    users: createUsersRepository(db),
    invitations: createInvitationsRepository(db),
    twoFactor: createTwoFactorRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    sessions: createSessionsRepository(db, {
      sessionTtlMs: options.sessionTtlMs,
      // Seeding and scripts open repositories without serving sign-ins: no idle limit of their own then.
      sessionIdleMs: options.sessionIdleMs ?? options.sessionTtlMs,
    }),
    loginAttempts: createLoginAttemptsRepository(db),
    pages: createPagesRepository(db),
    subpages: createSubpagesRepository(db),
    articles: createArticlesRepository(db),
    people: createPeopleRepository(db),
    globalComponents: createGlobalComponentsRepository(db),
    contactSubmissions: createContactSubmissionsRepository(db),
    jobApplications: createJobApplicationsRepository(db),
    retentionPurges: createRetentionPurgesRepository(db),
    serverSecrets: createServerSecretsRepository(db),
    media: createMediaRepository(db),
    mediaFiles: createMediaFilesRepository(db),
    redirects: createRedirectsRepository(db),
    auditLog: createAuditLogRepository(db),
    previewLinks: createPreviewLinksRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
