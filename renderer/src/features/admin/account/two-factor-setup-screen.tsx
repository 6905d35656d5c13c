import { Button, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { twoFactorMessages } from '../../../../../contract/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTwoFactorDone } from '../api/two-factor-queries';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * All an account sees while this site requires it to use two-factor sign-in (SITE_REQUIRE_2FA) and it has not
 * set it up: the server refuses every admin call meanwhile, so nothing else would open.
 */
export function TwoFactorSetupScreen() {
  const { user, logout } = useAuth();
  const done = useTwoFactorDone();
  return (
    <Center as="main" minHeight="100vh" px="4" py="12">
      <Stack
        gap="5"
        maxW="2xl"
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
          {twoFactorMessages.setupRequired}
        </Heading>
        <Text color="fg.muted" lineHeight="1.7">
          {user ? `${user.displayName}, this` : 'This'} site asks accounts like yours to sign in with a code from an
          authenticator app as well as the password. It takes a minute, and then the admin area opens.
        </Text>
        <TwoFactorEnrolment onFinished={() => void done()} />
        <Flex>
          <Button variant="outline" size="sm" onClick={() => void logout().catch(() => undefined)}>
            Sign out
          </Button>
        </Flex>
      </Stack>
    </Center>
  );
}
