import { Alert } from '@chakra-ui/react';

/** A failure no field owns (rate limit, server error, lost connection), shown just above the submit button. */
export function SubmissionErrorAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
