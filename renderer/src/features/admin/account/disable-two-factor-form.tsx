import { Button, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DisableTwoFactorPayload } from '../../../../../contract/two-factor';
import { DisableTwoFactorPayloadSchema } from '../../../../../contract/two-factor';
import { applyServerFieldErrors } from '../../../lib/forms/apply-server-errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useDisableTwoFactor } from '../api/two-factor-queries';
import { InputField } from '../shell/form-kit';

/** Turning two-factor off takes both factors, so a session left open is not enough to remove one. */
export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const form = useForm<DisableTwoFactorPayload>({
    resolver: zodResolver(DisableTwoFactorPayloadSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toastSuccess('Two-factor sign-in is off');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password', 'code']);
      toastError('Two-factor sign-in not turned off', error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3" maxW="md">
        <InputField
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <InputField
          label="A code from your app, or a recovery code"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Flex>
          <Button type="submit" variant="outline" colorPalette="red" size="sm" loading={isSubmitting}>
            Turn off two-factor sign-in
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
