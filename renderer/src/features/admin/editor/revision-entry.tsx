import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { Revision } from '../../../../../contract/admin/revisions';
import { PageSnapshotSchema } from '../../../../../contract/admin/revisions';
import { countWording } from '../shell/count-wording';
import { StatusBadge } from '../shell/status-badge';
import { formatDateTime } from '../shell/format-date';

interface RevisionEntryProps {
  revision: Revision;
  canRestore: boolean;
  onRestore: () => void;
}

export function RevisionEntry({ revision, canRestore, onRestore }: RevisionEntryProps) {
  const snapshot = PageSnapshotSchema.safeParse(revision.snapshot);
  const title = snapshot.success ? snapshot.data.title : 'Unreadable version';
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Flex gap="2" align="center">
            <Text fontWeight="semibold">{title}</Text>
            {snapshot.success && <StatusBadge status={snapshot.data.status} />}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {snapshot.success && `/${snapshot.data.slug} · ${countWording.blocks(snapshot.data.blocks.length)} · `}
            saved {snapshot.success ? formatDateTime(snapshot.data.updatedAt) : ''}, replaced{' '}
            {formatDateTime(revision.createdAt)}
            {revision.createdBy ? ` by ${revision.createdBy.displayName}` : ''}
          </Text>
        </Box>
        {canRestore && snapshot.success && (
          <Button
            size="sm"
            variant="outline"
            onClick={onRestore}
            aria-label={`Restore revision ${revision.id}: ${title}`}
          >
            Restore
          </Button>
        )}
      </Flex>
    </Box>
  );
}
