import { Alert, Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ResetPasswordPayload } from '../../../../contract/password-resets';
import { passwordResetMessages, ResetPasswordPayloadSchema } from '../../../../contract/password-resets';
import { formatInZone } from '../../../../contract/zoned-time';
import { resetPassword, usePasswordResetPreview } from '../../lib/auth/password-reset-api';
import { applyServerFieldErrors } from '../../lib/forms/apply-server-errors';
import { paths } from '../../lib/paths';
import { toastError } from '../../lib/toaster';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';

/**
 * Where an admin's reset link lands: the person chooses a new password (the usual strength rules), every session
 * of the account ends, and they sign in again as usual (with their second factor, if they have one).
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const preview = usePasswordResetPreview(token);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordPayload>({
    resolver: zodResolver(ResetPasswordPayloadSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
      toastError('Password not changed', error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      lead={preview.data ? `For the account ${preview.data.username}.` : 'A password reset link from an administrator.'}
    >
      {preview.isPending ? (
        <Spinner aria-label="Checking the link" alignSelf="center" />
      ) : done ? (
        <Stack gap="4">
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.auth}>Sign in</RouterLink>
          </Button>
        </Stack>
      ) : preview.isError ? (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{passwordResetMessages.unusable}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              The link works once, until {formatInZone(preview.data.expiresAt, preview.data.timeZone)}. Every place this
              account is signed in will be signed out.
            </Text>
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              helper="12 to 256 characters. Long phrases of unrelated words are easiest to remember."
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" size="lg" colorPalette="brand" loading={isSubmitting}>
              Set new password
            </Button>
            <Link asChild variant="underline" fontSize="sm" alignSelf="center">
              <RouterLink to={paths.auth}>Back to sign in</RouterLink>
            </Link>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
