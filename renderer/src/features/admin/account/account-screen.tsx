import { Separator, Stack } from '@chakra-ui/react';
import { useAuth } from '../../../lib/auth/use-auth';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ChangePasswordForm } from './change-password-form';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** One's own account, for every role: where one is signed in, the password and two-factor sign-in. */
export function AccountScreen() {
  const { user } = useAuth();
  const who = user ? `Username ${user.username} · role ${user.role}` : '';
  return (
    <Stack gap="8">
      <AdminPageHeader title="Your account" description={who} />
      <SessionsPanel />
      <Separator />
      <ChangePasswordForm />
      <Separator />
      <TwoFactorPanel />
    </Stack>
  );
}
