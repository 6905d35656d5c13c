import { Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminStats } from '../api/stats-query';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { AdminPageHeader } from '../shell/admin-page-header';
import { countWording } from '../shell/count-wording';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useAccess } from '../shell/use-access';
import { PendingAccountsAlert } from '../approval/pending-accounts-alert';
import { RecentChanges } from './recent-changes';
import { StatCard } from './stat-card';

export function DashboardScreen() {
  const { user } = useAuth();
  const { mayOpen, mayUse } = useAccess();
  const canEdit = mayUse('editContent');
  const stats = useAdminStats();
  return (
    <Stack gap="8">
      <AdminPageHeader title="Dashboard" description={`Welcome, ${user?.displayName ?? ''}.`} />
      {!canEdit && <ReadOnlyNotice />}
      {stats.isPending ? (
        <ScreenLoading label="Loading the figures" />
      ) : stats.isError ? (
        <ScreenError title="Could not load the figures" message={stats.error.message} />
      ) : (
        <>
          <PendingAccountsAlert count={stats.data.pendingAccounts} />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <StatCard
              label="Published pages"
              value={stats.data.pages.published}
              detail={countWording.drafts(stats.data.pages.draft)}
              to={paths.admin.pages}
            />
            <StatCard
              label="Published subpages"
              value={stats.data.subpages.published}
              detail={countWording.drafts(stats.data.subpages.draft)}
              to={paths.admin.pages}
            />
            {mayOpen('contactSubmissions') && (
              <StatCard
                label="New contact messages"
                value={stats.data.newSubmissions.contact}
                detail="Open contact submissions"
                to={paths.admin.contactSubmissions}
              />
            )}
            {mayOpen('jobSubmissions') && (
              <StatCard
                label="New job applications"
                value={stats.data.newSubmissions.job}
                detail="Open job submissions"
                to={paths.admin.jobSubmissions}
              />
            )}
          </SimpleGrid>
          <RecentChanges changes={stats.data.recentChanges} />
        </>
      )}
      <Stack as="section" aria-labelledby="quick-actions-heading" gap="3">
        <Heading as="h2" size="lg" id="quick-actions-heading">
          Quick actions
        </Heading>
        <Flex gap="3" wrap="wrap">
          {mayOpen('pageNew') && (
            <Button asChild colorPalette="navy">
              <RouterLink to={paths.admin.pageNew}>New page</RouterLink>
            </Button>
          )}
          <Button asChild variant="outline">
            <RouterLink to={paths.admin.pages}>All pages</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.admin.globalComponents}>Header, footer and CTA</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home}>View site</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}
