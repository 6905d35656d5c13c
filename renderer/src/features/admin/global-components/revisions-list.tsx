import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { useGlobalComponentRevisions } from '../api/global-component-revisions-query';
import { useRestoreGlobalComponentRevision } from '../api/restore-global-component-mutation';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { editConflictOf } from '../api/edit-version';
import { getAdminGlobalComponentQueryOptions } from '../api/global-component-query';
import { StaleWriteDialog } from '../editor/stale-write-dialog';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { formatDateTime } from '../shell/format-date';
import { useCanEdit } from '../shell/use-can-edit';
import { componentTitles } from './save-component';

/**
 * Earlier versions, newest first; restoring puts one into the draft (visitors keep the published version until it is
 * published) and keeps the current one as a revision, so it can be undone.
 */
export function RevisionsList({ name }: { name: GlobalComponentName }) {
  const canEdit = useCanEdit();
  const revisions = useGlobalComponentRevisions(name);
  const restore = useRestoreGlobalComponentRevision(name);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [stale, setStale] = useState<CurrentVersion | null>(null);
  const queryClient = useQueryClient();
  const title = componentTitles[name];

  const confirm = async () => {
    if (pendingId === null) return;
    try {
      await restore.mutateAsync(pendingId);
      toastSuccess(`${title} restored into the draft`, 'Publish it to show it on the site.');
    } catch (error) {
      const current = editConflictOf(error);
      if (current) setStale(current);
      else toastError(`${title} not restored`, error instanceof Error ? error.message : undefined);
    } finally {
      setPendingId(null);
    }
  };

  const items = revisions.data?.items ?? [];
  return (
    <Stack as="section" aria-label={`${title} revisions`} gap="2">
      <Heading as="h2" size="md">
        Revisions
      </Heading>
      {revisions.isError && <Text color="fg.error">{revisions.error.message}</Text>}
      {revisions.isSuccess && items.length === 0 && <Text color="fg.muted">No earlier versions yet.</Text>}
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {items.map((revision) => (
          <Flex as="li" key={revision.id} justify="space-between" align="center" gap="3" py="1" borderBottomWidth="1px">
            <Text fontSize="sm">
              Replaced {formatDateTime(revision.createdAt)}
              {revision.createdBy ? ` by ${revision.createdBy.displayName}` : ''}
            </Text>
            {canEdit && (
              <Button size="xs" variant="outline" onClick={() => setPendingId(revision.id)}>
                Restore
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
      <ConfirmDialog
        open={pendingId !== null}
        title={`Restore this ${title.toLowerCase()} version?`}
        description="It goes into the draft; the current version is kept as a revision, so you can switch back."
        confirmLabel="Restore"
        onConfirm={confirm}
        onClose={() => setPendingId(null)}
      />
      <StaleWriteDialog
        current={stale}
        refused="restored"
        advice="A restore replaces the draft, so look at their version first: reload it, then restore if you still want to."
        onReload={() =>
          void queryClient.refetchQueries({ queryKey: getAdminGlobalComponentQueryOptions(name).queryKey })
        }
        onClose={() => setStale(null)}
      />
    </Stack>
  );
}
