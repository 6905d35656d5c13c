import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { secondFactorPresets } from './tester-endpoints';

/** The token login's second step for an account with two-factor: the code completes the sign-in. */
export function SecondFactorStep({
  pending,
  onVerify,
}: {
  pending: boolean;
  onVerify: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      aria-label="Second factor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onVerify(code);
      }}
    >
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Text fontSize="sm" width="full">
          Password accepted: this account uses two-factor sign-in. Enter a code to finish (
          <Text as="span" fontFamily="mono">
            POST {secondFactorPresets.hosted.secondFactor}
          </Text>
          ).
        </Text>
        <Field.Root flex="1" minWidth="40">
          <Field.Label>Authentication or recovery code</Field.Label>
          <Input size="sm" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="navy" loading={pending}>
          Verify code
        </Button>
      </Flex>
    </form>
  );
}
