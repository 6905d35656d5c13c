import { Alert, Button, Flex, List, Text } from '@chakra-ui/react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { formatDateTime } from '../shell/format-date';
import type { DocumentChanges } from './conflict-changes';

export interface ConflictViewProps {
  current: CurrentVersion;
  /** What changed meanwhile, once their version has been read; undefined while it loads. */
  changes: DocumentChanges | undefined;
  busy: boolean;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
}

export const savedBy = (current: CurrentVersion) =>
  `${current.updatedBy?.displayName ?? 'someone'} at ${formatDateTime(current.updatedAt)}`;

/**
 * A save refused because someone saved meanwhile (412). The editor keeps its own text underneath; this says
 * what they changed and lets the editor choose: take theirs (losing the editor's changes) or save the
 * editor's over theirs, deliberately, now that it has seen what it replaces.
 */
export function ConflictView({ current, changes, busy, onReloadTheirs, onOverwrite }: ConflictViewProps) {
  const nothingListed = changes && changes.fields.length === 0 && changes.blocks.length === 0;
  return (
    <Alert.Root status="warning" role="alert" aria-label="Edit conflict">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Not saved: {savedBy(current)} saved a newer version meanwhile</Alert.Title>
        <Alert.Description>
          <Text>Your changes are still here. What changed in their version:</Text>
          {!changes && <Text>Loading what changed…</Text>}
          {nothingListed && <Text>Nothing you can see: only the time of the save.</Text>}
          {changes && (
            <List.Root ps="5" mt="2" aria-label="Changed meanwhile">
              {changes.fields.map((field) => (
                <List.Item key={field.label}>
                  {field.label}: “{field.before}” → “{field.after}”
                </List.Item>
              ))}
              {changes.blocks.map((block) => (
                <List.Item key={block.id}>
                  Block {block.label}: {block.change}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
        <Flex gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onReloadTheirs()} disabled={busy}>
            Reload theirs
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => onOverwrite()} loading={busy}>
            Overwrite with mine
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
