import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SubmissionBulkAction, SubmissionFolder } from '../../../../../contract/admin/admin-submissions';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { countWording } from '../shell/count-wording';

interface BulkActionsBarProps {
  count: number;
  folder: SubmissionFolder;
  busy: boolean;
  onAction: (action: SubmissionBulkAction) => Promise<void>;
  onExport: () => Promise<void>;
  onClear: () => void;
}

/** What staff can do to the selected submissions at once; shown while something is selected. */
export function BulkActionsBar({ count, folder, busy, onAction, onExport, onClear }: BulkActionsBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Flex
      role="group"
      aria-label="Selected submissions"
      align="center"
      gap="2"
      wrap="wrap"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.subtle"
      px="3"
      py="2"
    >
      <Text fontSize="sm" fontWeight="medium" aria-live="polite" me="2">
        {count} selected
      </Text>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAction('read')}>
        Mark as read
      </Button>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAction('new')}>
        Mark as new
      </Button>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAction('archived')}>
        Archive
      </Button>
      {folder === 'spam' ? (
        <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAction('inbox')}>
          Not spam
        </Button>
      ) : (
        <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAction('spam')}>
          Move to spam
        </Button>
      )}
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void onExport()}>
        Export selection
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Button size="xs" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={confirming}
        destructive
        title={`Delete ${countWording.submissions(count)}?`}
        description={`They are removed for good, with any attached résumés. This cannot be undone.`}
        confirmLabel={`Delete ${countWording.submissions(count)}`}
        onConfirm={async () => {
          await onAction('delete');
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Flex>
  );
}
