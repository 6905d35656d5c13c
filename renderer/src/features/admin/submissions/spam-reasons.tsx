import { Alert, Box } from '@chakra-ui/react';

/** Why the checks filed a submission as spam, so staff can judge whether to rescue it. */
export function SpamReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Filed as spam</Alert.Title>
        <Alert.Description>
          {reasons.length === 0 ? (
            'No reason was recorded.'
          ) : (
            <Box as="ul" ps="4" listStyleType="disc">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
