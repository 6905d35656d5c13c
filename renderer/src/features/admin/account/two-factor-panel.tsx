import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTwoFactorDone, useTwoFactorStatus } from '../api/two-factor-queries';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** "Two-factor sign-in" on one's own account: set it up, see the recovery codes left, or turn it off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const done = useTwoFactorDone();
  return (
    <Stack as="section" aria-labelledby="two-factor-heading" gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="lg" id="two-factor-heading">
          Two-factor sign-in
        </Heading>
        {/* Only "On": while a new set-up shows its recovery codes, a stale "Off" would contradict it. */}
        {status.data?.enabled && <Badge colorPalette="green">On</Badge>}
      </Flex>
      {status.isPending ? (
        <ScreenLoading label="Loading two-factor sign-in" />
      ) : status.isError ? (
        <ScreenError title="Could not load two-factor sign-in" message={status.error.message} />
      ) : status.data.enabled ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            Signing in asks for a code from your authenticator app after your password. Recovery codes left:{' '}
            {status.data.recoveryCodesLeft} of 10.
            {status.data.required && ' This site requires two-factor sign-in for your account.'}
          </Text>
          <DisableTwoFactorForm />
        </>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            A code from an app on your phone after your password, so a stolen password alone does not let anyone in.
          </Text>
          <TwoFactorEnrolment onFinished={() => void done()} />
        </>
      )}
    </Stack>
  );
}
