import { Alert, Button, Flex } from '@chakra-ui/react';
import { formatDateTime } from '../shell/format-date';

interface UnsavedEditsNoticeProps {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the edits this device kept when the editor was last closed without saving them. */
export function UnsavedEditsNotice({ savedAt, onRestore, onDiscard }: UnsavedEditsNoticeProps) {
  return (
    <Alert.Root status="info" role="region" aria-label="Unsaved changes found">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Unsaved changes from {formatDateTime(savedAt)} were kept on this device</Alert.Title>
        <Alert.Description>
          Restore them to go on where you left off; saving them shows first anything someone saved since.
        </Alert.Description>
        <Flex gap="3" wrap="wrap">
          <Button size="sm" colorPalette="navy" onClick={onRestore}>
            Restore them
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
