import { Alert, Button } from '@chakra-ui/react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { savedBy } from './conflict-view';

interface NewerVersionNoticeProps {
  current: CurrentVersion;
  /** How many blocks the newer version added, removed, changed or moved (pages and subpages). */
  blocksChanged?: number;
  onReload: () => void;
}

const blocksChangedNote = (count: number | undefined) =>
  count === undefined ? '' : ` (${count} ${count === 1 ? 'block' : 'blocks'} changed)`;

/** Said instead of replacing a form that has unsaved changes, when a newer version turns up on focus. */
export function NewerVersionNotice({ current, blocksChanged, onReload }: NewerVersionNoticeProps) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          A newer version was saved by {savedBy(current)}
          {blocksChangedNote(blocksChanged)}
        </Alert.Title>
        <Alert.Description>
          Your unsaved changes are kept. Saving them will show what changed first; reloading drops them.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onReload} alignSelf="center">
        Reload theirs
      </Button>
    </Alert.Root>
  );
}
