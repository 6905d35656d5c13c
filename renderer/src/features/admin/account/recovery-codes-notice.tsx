import { Alert, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { copyToClipboard } from '../shell/copy-to-clipboard';

/** The ten recovery codes, shown once (the server keeps only hashes): each works once if the phone is lost. */
export function RecoveryCodesNotice({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <Stack gap="4" maxW="xl">
      <Alert.Root status="success" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>Two-factor sign-in is on.</Alert.Title>
      </Alert.Root>
      <Text>
        Save these recovery codes somewhere safe (a password manager, or printed). Each signs you in once if you lose
        your authenticator app. They will not be shown again.
      </Text>
      <List.Root
        aria-label="Recovery codes"
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }}
        gap="2"
        fontFamily="mono"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List.Root>
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copyToClipboard(codes.join('\n'), {
              copied: 'Recovery codes copied',
              instead: 'Select the codes and copy them yourself.',
            })
          }
        >
          Copy codes
        </Button>
        <Button colorPalette="navy" size="sm" onClick={onSaved}>
          I have saved them
        </Button>
      </Flex>
    </Stack>
  );
}
