import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Actor } from '../../../../../contract/admin/admin-fields';
import { formatDateTime } from '../shell/format-date';
import type { ComponentConflict } from './save-component';

interface FormFooterProps {
  label: string;
  pending: boolean;
  canEdit: boolean;
  updatedAt: string;
  updatedBy: Actor;
  conflict?: ComponentConflict | null;
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
        <Alert.Description>Your changes are still in the form.</Alert.Description>
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

/** The save button and who saved last; read-only roles get no button, the notice above explains why. */
export function FormFooter({ label, pending, canEdit, updatedAt, updatedBy, conflict }: FormFooterProps) {
  return (
    <Stack gap="3">
      {conflict && <ConflictNotice conflict={conflict} />}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Last saved {new Date(updatedAt).toLocaleString()}
          {updatedBy ? ` by ${updatedBy.displayName}` : ''}
        </Text>
        {canEdit && (
          <Button type="submit" loading={pending} colorPalette="navy">
            {label}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
