import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { twoFactorMessages } from '../../../../contract/two-factor';
import { ApiError } from '../../lib/api/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { FormField } from './form-field';

interface SecondFactorFormProps {
  challenge: string;
  onDone: () => void;
  /** The challenge lapsed, was used, or had all its tries: back to the password step. */
  onRestart: () => void;
}

const appPrompt = 'Enter the 6-digit code from your authenticator app';
const recoveryPrompt = 'Enter one of the recovery codes you saved when you turned on two-factor sign-in';

/** The sign-in's second step, after a right password: a code from the app, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onDone, onRestart }: SecondFactorFormProps) {
  const { completeSecondFactor } = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The password form was just replaced by this one: focus follows, or it would fall back to the page.
  useEffect(() => input.current?.focus(), [useRecovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    setSubmitting(true);
    try {
      await completeSecondFactor({ challenge, code });
      onDone();
    } catch (failure) {
      // The toast says what went wrong; the field says it in place.
      const message = failure instanceof Error ? failure.message : twoFactorMessages.wrongCode;
      const restart = message === twoFactorMessages.challengeExpired || message === twoFactorMessages.challengeUsedUp;
      if (failure instanceof ApiError && restart) onRestart();
      else setError(failure instanceof ApiError ? (failure.fields?.code ?? message) : message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{useRecovery ? recoveryPrompt : appPrompt}.</Text>
        <FormField
          key={useRecovery ? 'recovery' : 'app'}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          ref={input}
          required
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="lg" colorPalette="brand" loading={submitting} loadingText="Checking…">
          Verify and sign in
        </Button>
        <Button
          variant="ghost"
          size="sm"
          alignSelf="center"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            setError(undefined);
          }}
        >
          {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button variant="plain" size="sm" alignSelf="center" onClick={onRestart}>
          Start over
        </Button>
      </Stack>
    </form>
  );
}
