import { Alert, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminUser, UserPatchPayload } from '../../../../../contract/admin/admin-users';
import { useUpdateAdminUser } from '../api/update-user-mutation';
import { useAdminUsers } from '../api/users-list-query';
import { useLeaveGuard } from '../../../lib/navigation/use-leave-guard';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable } from '../shell/data-table';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';
import { PendingAccounts } from '../approval/pending-accounts';
import { InvitationsPanel } from './invitations-panel';
import { PasswordResetButton } from './password-reset-dialog';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';
import { DisabledSwitch, RoleSelect } from './user-controls';

const description = 'Who may sign in, and what each person may change.';

export function UsersScreen() {
  const isAdmin = useAccess().mayOpen('users');
  const [page, setPage] = useState(1);
  const list = useAdminUsers(page, isAdmin);
  const update = useUpdateAdminUser();
  // A change is sent as soon as it is made: leaving before the server has it could lose it.
  useLeaveGuard(update.isPending);

  const change = async (user: AdminUser, patch: UserPatchPayload) => {
    try {
      await update.mutateAsync({ id: user.id, patch });
      toastSuccess('User updated', `${user.displayName} saved.`);
    } catch (error) {
      // A 409 is the last-admin rule: the server's sentence says what to do instead.
      toastError('User not updated', error instanceof Error ? error.message : undefined);
    }
  };

  if (!isAdmin) return <RefusedScreen title="Users" description={description} message={adminMessages.adminOnly} />;

  const busy = (user: AdminUser) => update.isPending && update.variables.id === user.id;
  const columns: ColumnDef<AdminUser, unknown>[] = [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.displayName },
    { id: 'username', header: 'Username', cell: ({ row }) => row.original.username },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email ?? '—' },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => (
        <RoleSelect
          user={row.original}
          busy={busy(row.original)}
          onChange={(patch) => void change(row.original, patch)}
        />
      ),
    },
    {
      id: 'disabled',
      header: 'Disabled',
      cell: ({ row }) => (
        <DisabledSwitch
          user={row.original}
          busy={busy(row.original)}
          onChange={(patch) => void change(row.original, patch)}
        />
      ),
    },
    {
      id: 'twoFactor',
      header: 'Two-factor',
      cell: ({ row }) => (row.original.twoFactorEnabled ? 'On' : 'Off'),
    },
    { id: 'sessions', header: 'Sessions', cell: ({ row }) => <SignOutEverywhereButton user={row.original} /> },
    { id: 'password', header: 'Password', cell: ({ row }) => <PasswordResetButton user={row.original} /> },
  ];

  return (
    <Stack gap="4">
      <AdminPageHeader title="Users" description={description} />
      <PendingAccounts decide={(user, patch) => change(user, patch)} />
      <Text fontSize="sm" color="fg.muted">
        {adminMessages.lastAdmin.split(':')[0]}.
      </Text>
      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{list.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption="Users"
        columns={columns}
        data={list.data?.items ?? []}
        loading={list.isPending}
        getRowId={(row) => String(row.id)}
        pager={list.data && { ...list.data, onPageChange: setPage }}
      />
      <InvitationsPanel />
    </Stack>
  );
}
