import { Alert, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import type { Actor } from '../../../../../contract/admin/admin-fields';
import { formatDateTime } from '../shell/format-date';
import { NewerVersionNotice } from '../editor/newer-version-notice';
import type { ComponentConflict, NewerComponent } from './save-component';

interface FormFooterProps {
  pending: boolean;
  canEdit: boolean;
  /** "Publish": the form's changes are saved as the draft first. Nothing to publish while clean and published. */
  onPublish: () => void;
  canPublish: boolean;
  updatedAt: string;
  updatedBy: Actor;
  conflict?: ComponentConflict | null;
  /** A newer version someone saved while the form is open, or found when the window regained focus. */
  newer?: NewerComponent | null;
  onReloadNewer?: () => void;
}

function ChangedParts({ changes }: { changes: string[] | null }) {
  if (changes === null) return <Text>Your changes are still in the form.</Text>;
  if (changes.length === 0)
    return <Text>Your changes are still in the form. Their version has the same content as the one you opened.</Text>;
  return (
    <Stack gap="1">
      <Text>Your changes are still in the form. What changed in their version:</Text>
      <List.Root ps="5" aria-label="Changed meanwhile">
        {changes.map((part) => (
          <List.Item key={part}>{part}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The form keeps what was typed; the choice is to take theirs or to save this over it on purpose. */
function ConflictNotice({ conflict }: { conflict: ComponentConflict }) {
  const { current } = conflict;
  return (
    <Alert.Root status="warning" role="alert" aria-label="Edit conflict">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>
          Not saved: {current.updatedBy?.displayName ?? 'someone'} saved a newer version at{' '}
          {formatDateTime(current.updatedAt)}
        </Alert.Title>
        <Alert.Description>
          <ChangedParts changes={conflict.changes} />
        </Alert.Description>
        <Flex gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => conflict.reloadTheirs()}>
            Reload theirs
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => conflict.overwrite()}>
            Overwrite with mine
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * "Save draft" (the form's submit: visitors keep the published version), "Publish" and who saved last; read-only
 * roles get no buttons, the notice above explains why.
 */
export function FormFooter(props: FormFooterProps) {
  const { pending, canEdit, onPublish, canPublish, updatedAt, updatedBy, conflict, newer, onReloadNewer } = props;
  return (
    <Stack gap="3">
      {conflict && <ConflictNotice conflict={conflict} />}
      {newer && onReloadNewer && (
        <NewerVersionNotice current={newer.current} dirty={newer.dirty} onReload={onReloadNewer} />
      )}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Last saved {formatDateTime(updatedAt)}
          {updatedBy ? ` by ${updatedBy.displayName}` : ''}
        </Text>
        {canEdit && (
          <Flex gap="3">
            <Button type="submit" loading={pending} colorPalette="navy" variant="outline">
              Save draft
            </Button>
            <Button loading={pending} colorPalette="navy" disabled={!canPublish} onClick={onPublish}>
              Publish
            </Button>
          </Flex>
        )}
      </Flex>
    </Stack>
  );
}
