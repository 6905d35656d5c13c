import { Alert } from '@chakra-ui/react';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { useAuth } from '../../../lib/auth/use-auth';

/** Shown instead of forms that would only fail: a viewer may look, not change. */
export function ReadOnlyNotice() {
  const { user } = useAuth();
  const title = user ? adminMessages.readOnlyRole(user.role) : 'Your role cannot change content';
  return (
    <Alert.Root status="info" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          You can browse everything here read-only. To edit content, ask a site administrator to make you an editor.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
