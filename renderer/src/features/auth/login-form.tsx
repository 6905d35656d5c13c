import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { LoginPayload } from '../../../../contract/auth';
import { LoginPayloadSchema } from '../../../../contract/auth';
import { useAuth } from '../../lib/auth/use-auth';
import { applyServerFieldErrors } from '../../lib/forms/apply-server-errors';
import { FormField } from './form-field';
import { SecondFactorForm } from './second-factor-form';

/** Username and password, then, for an account with two-factor on, the code step. */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginPayload>({
    resolver: zodResolver(LoginPayloadSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await login(values);
      if ('challenge' in result) setChallenge(result.challenge);
      else onDone();
    } catch (error) {
      // The toast tells what went wrong; field errors from the server also go under their fields.
      applyServerFieldErrors(error, form.setError, ['username', 'password']);
    }
  });

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onDone={onDone}
        onRestart={() => {
          setChallenge(null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField
          label="Username"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" colorPalette="brand" loading={isSubmitting} loadingText="Signing in…">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
