import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createAdminArticlesRepository } from './admin-articles-repository';
import { createAdminPeopleRepository } from './admin-people-repository';
import { createAdminGlobalComponentsRepository } from './admin-global-components-repository';
import { createAdminPagesRepository } from './admin-pages-repository';
import { createAdminRedirectsRepository } from './admin-redirects-repository';
import { createAdminStatsRepository } from './admin-stats-repository';
import { createAdminSubpagesRepository } from './admin-subpages-repository';
import { createAdminUsersRepository } from './admin-users-repository';
import { createContactSubmissionsAdminRepository } from './contact-submissions-admin-repository';
import { createErasuresRepository } from './erasures-repository';
import { createJobApplicationsAdminRepository } from './job-applications-admin-repository';
import { createRevisionsRepository } from './revisions-repository';

export function createAdminRepositories(db: Kysely<Database>) {
  return {
    pages: createAdminPagesRepository(db),
    subpages: createAdminSubpagesRepository(db),
    articles: createAdminArticlesRepository(db),
    people: createAdminPeopleRepository(db),
    globalComponents: createAdminGlobalComponentsRepository(db),
    revisions: createRevisionsRepository(db),
    contactSubmissions: createContactSubmissionsAdminRepository(db),
    jobApplications: createJobApplicationsAdminRepository(db),
    erasures: createErasuresRepository(db),
    users: createAdminUsersRepository(db),
    stats: createAdminStatsRepository(db),
    redirects: createAdminRedirectsRepository(db),
  };
}

export type AdminRepositories = ReturnType<typeof createAdminRepositories>;
