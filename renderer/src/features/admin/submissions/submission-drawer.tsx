import { Button, CloseButton, Drawer, Flex, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { DetailEntry } from './detail-list';
import { DetailList } from './detail-list';
import { SubmissionStatusBadge } from './submission-status-badge';

interface SubmissionDrawerProps {
  title: string;
  status: SubmissionStatus | undefined;
  entries: DetailEntry[];
  /** Extra actions (the résumé download). */
  extra?: ReactNode;
  onStatus: (status: SubmissionStatus) => Promise<void>;
  onDelete: () => Promise<void>;
  onClose: () => void;
  open: boolean;
}

/** One submission in full, in a side panel, with the actions staff take on it. */
export function SubmissionDrawer({
  title,
  status,
  entries,
  extra,
  onStatus,
  onDelete,
  onClose,
  open,
}: SubmissionDrawerProps) {
  const [confirming, setConfirming] = useState(false);
  // The confirmation sits beside the drawer, not inside it, so each dialog keeps its own focus trap.
  return (
    <>
      <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="md" placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  {status && <SubmissionStatusBadge status={status} />}
                  <DetailList entries={entries} />
                  {extra}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Flex gap="2" wrap="wrap" justify="flex-end">
                  {status === 'new' && (
                    <Button size="sm" onClick={() => void onStatus('read')}>
                      Mark as read
                    </Button>
                  )}
                  {status !== 'new' && (
                    <Button size="sm" variant="outline" onClick={() => void onStatus('new')}>
                      Mark as new
                    </Button>
                  )}
                  {status !== 'archived' && (
                    <Button size="sm" variant="outline" onClick={() => void onStatus('archived')}>
                      Archive
                    </Button>
                  )}
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                </Flex>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close details" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ConfirmDialog
        open={confirming}
        destructive
        title="Delete this submission?"
        description="It is removed for good, with any attached résumé. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={async () => {
          await onDelete();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
