import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface GateScreenProps {
  heading: string;
  maxW: string;
  children: ReactNode;
}

/**
 * The one screen an account sees while the server refuses it every admin call (waiting for approval, two-factor
 * still to set up): no admin navigation, since none of it would open.
 */
export function GateScreen({ heading, maxW, children }: GateScreenProps) {
  return (
    <Center as="main" minHeight="100vh" px="4" py="12">
      <Stack
        gap="5"
        maxW={maxW}
        w="full"
        p={{ base: '6', md: '10' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        bg="bg.panel"
      >
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" letterSpacing="0.04em" textTransform="uppercase">
          Aegisline admin
        </Text>
        <Heading as="h1" size="2xl" lineHeight="1.25">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Center>
  );
}
