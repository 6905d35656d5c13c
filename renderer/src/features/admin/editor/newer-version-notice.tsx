import { Alert, Button } from '@chakra-ui/react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { countWording } from '../shell/count-wording';
import { formatDateTime } from '../shell/format-date';

interface NewerVersionNoticeProps {
  current: CurrentVersion;
  /** How many blocks the newer version added, removed, changed or moved (pages and subpages). */
  blocksChanged?: number;
  /** Whether this editor has unsaved changes, which reloading would drop. */
  dirty?: boolean;
  onReload: () => void;
}

const blocksChangedNote = (count: number | undefined) => (count === undefined ? '' : countWording.blocksChanged(count));

/** "Alex saved a newer version (2 blocks changed)": worded once, for the notice and its tests. */
export const newerVersionTitle = (current: CurrentVersion, blocksChanged?: number) =>
  `${current.updatedBy?.displayName ?? 'Someone'} saved a newer version${blocksChangedNote(blocksChanged)}`;

/**
 * Said while the editor is open when someone else saves (pushed by the item's event stream), or when the window
 * regains focus over unsaved changes and a newer version turned up; the form is never replaced under the editor.
 */
export function NewerVersionNotice({ current, blocksChanged, dirty = true, onReload }: NewerVersionNoticeProps) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{newerVersionTitle(current, blocksChanged)}</Alert.Title>
        <Alert.Description>
          Saved at {formatDateTime(current.updatedAt)}.{' '}
          {dirty
            ? 'Your unsaved changes are kept. Saving them will show what changed first; reloading drops them.'
            : 'You have no unsaved changes: reload to see their version.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onReload} alignSelf="center">
        Reload theirs
      </Button>
    </Alert.Root>
  );
}
