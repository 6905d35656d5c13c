import { Button, Flex, Text } from '@chakra-ui/react';
import { twoFactorMessages } from '../../../../../contract/two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTwoFactorDone } from '../api/two-factor-queries';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { GateScreen } from '../shell/gate-screen';

/**
 * All an account sees while this site requires it to use two-factor sign-in (SITE_REQUIRE_2FA) and it has not
 * set it up: the server refuses every admin call meanwhile, so nothing else would open.
 */
export function TwoFactorSetupScreen() {
  const { user, logout } = useAuth();
  const done = useTwoFactorDone();
  return (
    <GateScreen heading={twoFactorMessages.setupRequired} maxW="2xl">
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
    </GateScreen>
  );
}
