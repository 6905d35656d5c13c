import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RecentChange } from '../../../../../contract/admin/admin-stats';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../shell/format-date';

function changePath(change: RecentChange): string {
  if (change.entityType === 'page') return paths.admin.pageEdit(change.entityId);
  if (change.entityType === 'subpage') return paths.admin.subpageEdit(change.entityId);
  return paths.admin.globalComponents;
}

const kinds = { page: 'Page', subpage: 'Subpage', article: 'Article', 'global-component': 'Global component' } as const;

export function RecentChanges({ changes }: { changes: RecentChange[] }) {
  return (
    <Box as="section" aria-labelledby="recent-changes-heading">
      <Heading as="h2" size="lg" id="recent-changes-heading" mb="3">
        Recent changes
      </Heading>
      {changes.length === 0 ? (
        <Text color="fg.muted">Nothing has changed yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {changes.map((change) => (
            <Box
              as="li"
              key={`${change.entityType}-${change.entityId}-${change.updatedAt}`}
              borderBottomWidth="1px"
              borderColor="border"
              pb="2"
            >
              <Link asChild variant="underline" fontWeight="semibold">
                <RouterLink to={changePath(change)}>{change.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {kinds[change.entityType]} · {formatDateTime(change.updatedAt)}
                {change.updatedBy ? ` by ${change.updatedBy.displayName}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
