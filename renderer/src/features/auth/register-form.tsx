import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { RegisterPayload } from '../../../../contract/auth';
import { RegisterPayloadSchema } from '../../../../contract/auth';
import { useAuth } from '../../lib/auth/use-auth';
import { applyServerFieldErrors } from '../../lib/forms/apply-server-errors';
import { FormField } from './form-field';

const fields = ['username', 'displayName', 'email', 'password'] as const;

interface RegisterFormProps {
  onDone: () => void;
  /** Creates the account; registering by default, an invitation page redeems its link instead. */
  createAccount?: (values: RegisterPayload) => Promise<unknown>;
  submitLabel?: string;
}

export function RegisterForm({ onDone, createAccount, submitLabel = 'Create account' }: RegisterFormProps) {
  const { register } = useAuth();
  const registerAccount = createAccount ?? register;
  const form = useForm<RegisterPayload>({
    resolver: zodResolver(RegisterPayloadSchema),
    defaultValues: { username: '', displayName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAccount(values);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField
          label="Full name"
          autoComplete="name"
          required
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <FormField
          label="Work email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Username"
          autoComplete="username"
          required
          helper="Lowercase letters, digits, dots, hyphens or underscores."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helper="At least 12 characters, and not easy to guess."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" colorPalette="brand" loading={isSubmitting} loadingText="Creating account…">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
