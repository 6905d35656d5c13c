import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ChangePasswordPayload } from '../../../../../contract/account';
import { ChangePasswordPayloadSchema } from '../../../../../contract/account';
import { applyServerFieldErrors } from '../../../lib/forms/apply-server-errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useChangePassword } from '../api/change-password-mutation';
import { InputField } from '../shell/form-kit';

const fields = ['currentPassword', 'newPassword'] as const;

/** Any role may change its own password; the server judges strength and says why a choice is too weak. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({
    resolver: zodResolver(ChangePasswordPayloadSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      form.reset();
      toastSuccess(answer.message);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      toastError('Password not changed', error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Stack as="section" aria-labelledby="password-heading" gap="4" maxW="md">
      <Heading as="h2" size="lg" id="password-heading">
        Change password
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Changing it signs you out everywhere else.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <InputField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <InputField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint="12 to 256 characters. Long phrases of unrelated words are easiest to remember."
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Button type="submit" colorPalette="navy" alignSelf="flex-start" loading={isSubmitting}>
            Change password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
