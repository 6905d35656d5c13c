import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Revision } from '../../../../../contract/admin/revisions';
import { useRestorePageRevision } from '../api/revisions-restore-mutation';
import { revisionsPageSize, useRevisions } from '../api/revisions-list-query';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { editConflictOf } from '../api/edit-version';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { DataPager } from '../shell/data-pager';
import { useCanEdit } from '../shell/use-can-edit';
import { RevisionEntry } from './revision-entry';
import { StaleWriteDialog } from './stale-write-dialog';

interface RevisionsDialogProps {
  collection: 'pages' | 'subpages' | 'articles';
  id: number;
  /** Reopens the editor on the version saved meanwhile, when a restore was refused for it. */
  onReload: () => void;
}

/** Earlier versions of a page or subpage, newest first; restoring one keeps the current version as a revision. */
export function RevisionsDialog({ collection, id, onReload }: RevisionsDialogProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Revision | null>(null);
  const [stale, setStale] = useState<CurrentVersion | null>(null);
  const canEdit = useCanEdit();
  const revisions = useRevisions(collection, id, page, open);
  const restore = useRestorePageRevision(collection, id);

  const confirmRestore = async () => {
    if (!pending) return;
    try {
      await restore.mutateAsync(pending.id);
      toastSuccess('Revision restored', 'The editor now shows the restored version.');
      setPending(null);
      setOpen(false);
    } catch (error) {
      const current = editConflictOf(error);
      if (!current) {
        toastError('Could not restore the revision', error instanceof Error ? error.message : undefined);
        return;
      }
      setPending(null);
      setOpen(false);
      setStale(current);
    }
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg" scrollBehavior="inside">
        <Dialog.Trigger asChild>
          <Button variant="outline">Revisions</Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Revisions</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {revisions.isPending ? (
                  <Text>Loading revisions…</Text>
                ) : revisions.isError ? (
                  <Text color="fg.error">{revisions.error.message}</Text>
                ) : revisions.data.items.length === 0 ? (
                  <Text color="fg.muted">No earlier versions yet: each save keeps the version it replaces.</Text>
                ) : (
                  <Stack as="ol" gap="3" listStyleType="none">
                    {revisions.data.items.map((revision) => (
                      <RevisionEntry
                        key={revision.id}
                        revision={revision}
                        canRestore={canEdit}
                        onRestore={() => setPending(revision)}
                      />
                    ))}
                  </Stack>
                )}
                {revisions.data && revisions.data.total > revisionsPageSize && (
                  <DataPager
                    page={page}
                    pageSize={revisionsPageSize}
                    total={revisions.data.total}
                    onPageChange={setPage}
                  />
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close revisions" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={pending !== null}
        title="Restore this revision?"
        description="The page will be replaced by this version, and unsaved changes in the editor are lost. The current version is kept as a revision."
        confirmLabel="Restore"
        onConfirm={confirmRestore}
        onClose={() => setPending(null)}
      />
      <StaleWriteDialog
        current={stale}
        refused="restored"
        advice="A restore replaces the current version, so look at theirs first: reload it, then restore from the revisions if you still want to."
        onReload={onReload}
        onClose={() => setStale(null)}
      />
    </>
  );
}
