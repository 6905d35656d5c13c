import { Alert, Stack } from '@chakra-ui/react';
import { AdminPageHeader } from './admin-page-header';

interface RefusedScreenProps {
  title: string;
  description?: string;
  /** What the server answers the role, so the screen and the API say the same. */
  message: string;
}

/**
 * A screen the role may not open, reached by its address (the menu does not list it): the reason, and no empty
 * form or table around it.
 */
export function RefusedScreen({ title, description, message }: RefusedScreenProps) {
  return (
    <Stack gap="4">
      <AdminPageHeader title={title} description={description} />
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          <Alert.Description>If you need it, ask a site administrator to change your role.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
