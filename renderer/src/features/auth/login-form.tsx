import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { LoginPayload } from '../../../../contract/auth';
import { LoginPayloadSchema } from '../../../../contract/auth';
import { useAuth } from '../../lib/auth/use-auth';
import { applyServerFieldErrors } from '../../lib/forms/apply-server-errors';
import { FormField } from './form-field';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const form = useForm<LoginPayload>({
    resolver: zodResolver(LoginPayloadSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await login(values);
      onDone();
    } catch (error) {
      // The toast tells what went wrong; field errors from the server also go under their fields.
      applyServerFieldErrors(error, form.setError, ['username', 'password']);
    }
  });

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
