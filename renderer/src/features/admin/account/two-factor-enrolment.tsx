import { Box, Button, Code, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TwoFactorEnrolment as Enrolment } from '../../../../../contract/two-factor';
import { ApiError } from '../../../lib/api/api-error';
import { toastError } from '../../../lib/toaster';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor-queries';
import { InputField } from '../shell/form-kit';
import { RecoveryCodesNotice } from './recovery-codes-notice';

/** The key in groups of four, as authenticator apps show keys to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-factor sign-in: scan the QR code (drawn by our server; nothing leaves the site) or type the key,
 * then type the app's code. The recovery codes follow, shown this once.
 */
export function TwoFactorEnrolment({ onFinished }: { onFinished: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const begin = async () => {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (failure) {
      toastError('Could not start', failure instanceof Error ? failure.message : undefined);
    }
  };
  const finish = async () => {
    try {
      await confirm.mutateAsync(code);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(failure instanceof ApiError ? (failure.fields?.code ?? message) : message);
    }
  };

  if (confirm.data) return <RecoveryCodesNotice codes={confirm.data.recoveryCodes} onSaved={onFinished} />;
  if (!enrolment) {
    return (
      <Button colorPalette="navy" alignSelf="flex-start" loading={start.isPending} onClick={() => void begin()}>
        Set up two-factor sign-in
      </Button>
    );
  }
  return (
    <Stack gap="4" maxW="xl">
      <Text>
        1. Scan this QR code with an authenticator app (for example 1Password, Authy or Google Authenticator).
      </Text>
      <Box bg="white" p="2" borderRadius="md" borderWidth="1px" alignSelf="flex-start">
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt="QR code for your authenticator app"
          width="48"
          height="48"
        />
      </Box>
      <Text>
        Cannot scan it? Type this key into the app instead:{' '}
        <Code data-testid="totp-secret" fontSize="md" wordBreak="break-all">
          {grouped(enrolment.secret)}
        </Code>
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void finish();
        }}
      >
        <Flex gap="3" align="flex-end" wrap="wrap">
          <InputField
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            error={error}
            layout={{ width: { base: 'full', sm: '80' } }}
            onChange={(event) => {
              setCode(event.target.value.trim());
              setError(undefined);
            }}
          />
          <Button type="submit" colorPalette="navy" size="sm" loading={confirm.isPending}>
            Turn on
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
