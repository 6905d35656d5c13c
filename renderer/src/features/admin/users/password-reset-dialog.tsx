import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminUser } from '../../../../../contract/admin/admin-users';
import { passwordResetLifetimeHours } from '../../../../../contract/password-resets';
import { getPlatform } from '../../../lib/platform/platform';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useCreatePasswordReset, useWithdrawPasswordReset } from '../api/password-reset-mutations';
import { OneTimeLinkField } from '../shell/one-time-link-field';

/** The site's own address: the web app's origin, or on the desktop the backend it talks to. */
const siteOrigin = () => getPlatform().apiBase || window.location.origin;

/**
 * An admin makes a one-time link for a person to choose a new password, and hands it over (no mail server). It
 * is shown once, since only its hash is kept; making another, or withdrawing, makes the old one useless.
 */
export function PasswordResetButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const create = useCreatePasswordReset();
  const withdraw = useWithdrawPasswordReset();
  const close = () => {
    setOpen(false);
    setLink(null);
  };
  const make = async () => {
    try {
      setLink(`${siteOrigin()}${(await create.mutateAsync(user.id)).path}`);
    } catch (error) {
      toastError('Reset link not made', error instanceof Error ? error.message : undefined);
    }
  };
  const takeBack = async () => {
    try {
      const { withdrawn } = await withdraw.mutateAsync(user.id);
      toastSuccess(withdrawn > 0 ? 'Reset link withdrawn' : 'There was no unused reset link');
      setLink(null);
    } catch (error) {
      toastError('Not withdrawn', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Password reset link for ${user.displayName}`}
        onClick={() => setOpen(true)}
      >
        Reset link
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Password reset link for {user.displayName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    The link lets {user.displayName} choose a new password once, within {passwordResetLifetimeHours}{' '}
                    hours. All their sessions end when they use it; two-factor sign-in stays on. Hand it over yourself:
                    it is shown only now.
                  </Text>
                  {link && <OneTimeLinkField label="Reset link (shown once)" link={link} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  size="sm"
                  colorPalette="red"
                  loading={withdraw.isPending}
                  onClick={() => void takeBack()}
                >
                  Withdraw unused link
                </Button>
                <Button colorPalette="navy" size="sm" loading={create.isPending} onClick={() => void make()}>
                  {link ? 'Make a new link' : 'Make link'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
