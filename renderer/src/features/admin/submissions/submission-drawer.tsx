import { Box, Button, CloseButton, Drawer, Flex, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { SubmissionFolder, SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { DetailEntry } from './detail-list';
import { DetailList } from './detail-list';
import { erasureQuestion } from './erasure-wording';
import { SpamReasons } from './spam-reasons';
import { SubmissionStatusBadge } from './submission-status-badge';
import { usePersonErasure } from './use-person-erasure';

export interface DrawerItem {
  status: SubmissionStatus;
  folder: SubmissionFolder;
  spamReasons: string[];
  email: string;
}

interface SubmissionDrawerProps {
  title: string;
  item: DrawerItem | undefined;
  entries: DetailEntry[];
  /** Extra actions (the résumé download). */
  extra?: ReactNode;
  replySubject: string;
  onStatus: (status: SubmissionStatus) => Promise<void>;
  onFolder: (folder: SubmissionFolder) => Promise<void>;
  onDelete: () => Promise<void>;
  onClose: () => void;
  open: boolean;
}

/** One submission in full, in a side panel, with the actions staff take on it. */
export function SubmissionDrawer({
  title,
  item,
  entries,
  extra,
  replySubject,
  onStatus,
  onFolder,
  onDelete,
  onClose,
  open,
}: SubmissionDrawerProps) {
  const [confirming, setConfirming] = useState(false);
  const erasure = usePersonErasure(item?.email, onClose);
  const status = item?.status;
  // The confirmations sit beside the drawer, not inside it, so each dialog keeps its own focus trap.
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
                  {/* In a box, so the badge keeps its own width instead of the column's. */}
                  {status && (
                    <Box>
                      <SubmissionStatusBadge status={status} />
                    </Box>
                  )}
                  {item?.folder === 'spam' && <SpamReasons reasons={item.spamReasons} />}
                  <DetailList entries={entries} />
                  {extra}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Flex gap="2" wrap="wrap" justify="flex-end">
                  {item && item.folder !== 'spam' && (
                    <Button asChild size="sm" colorPalette="navy">
                      <a href={`mailto:${item.email}?subject=${encodeURIComponent(replySubject)}`}>Reply by email</a>
                    </Button>
                  )}
                  {item?.folder === 'spam' ? (
                    <Button size="sm" colorPalette="navy" onClick={() => void onFolder('inbox')}>
                      Not spam
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => void onFolder('spam')}>
                      Move to spam
                    </Button>
                  )}
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
                  {erasure.allowed && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      loading={erasure.checking}
                      onClick={() => void erasure.start()}
                    >
                      Delete this person&apos;s data
                    </Button>
                  )}
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
      <ConfirmDialog
        open={erasure.preview !== null}
        destructive
        title="Delete this person's data?"
        description={erasure.preview ? erasureQuestion(erasure.preview.email, erasure.preview.counts) : ''}
        confirmLabel="Delete all their data"
        onConfirm={erasure.confirm}
        onClose={erasure.cancel}
      />
    </>
  );
}
