import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { copyToClipboard } from '../shell/copy-to-clipboard';

/** The picture's public address, to copy into a message or another site. */
export function MediaAddress({ url }: { url: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        Address
      </Text>
      <Flex gap="2" align="center">
        <chakra.code fontSize="xs" wordBreak="break-all" flex="1">
          {url}
        </chakra.code>
        <Button
          size="xs"
          variant="outline"
          onClick={() =>
            void copyToClipboard(url, { copied: 'Address copied', instead: 'Select the address and copy it yourself.' })
          }
        >
          Copy address
        </Button>
      </Flex>
    </Stack>
  );
}
