import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminUser } from '../../../../../contract/admin/admin-users';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useRevokeUserSessions } from '../api/revoke-user-sessions-mutation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { countWording } from '../shell/count-wording';

/** Ends every session of one person, after confirming; they may sign in again unless also disabled. */
export function SignOutEverywhereButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeUserSessions();
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Sign out ${user.displayName} everywhere`}
        onClick={() => setOpen(true)}
      >
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        title={`Sign out ${user.displayName} everywhere?`}
        description="Every browser, app and script signed in as this person has to sign in again. To keep them out, also disable the account."
        confirmLabel="Sign out everywhere"
        destructive
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            const count = await revoke.mutateAsync(user.id);
            toastSuccess('Signed out', `${user.displayName}: ${countWording.sessionsEnded(count)}.`);
          } catch (error) {
            toastError('Not signed out', error instanceof Error ? error.message : undefined);
          }
          setOpen(false);
        }}
      />
    </>
  );
}
