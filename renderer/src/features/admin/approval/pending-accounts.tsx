import { Badge, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminUser, UserPatchPayload } from '../../../../../contract/admin/admin-users';
import type { Role } from '../../../../../contract/user';
import { RoleSchema } from '../../../../../contract/user';
import { useLeaveGuard } from '../../../lib/navigation/use-leave-guard';
import { usePendingAccounts } from '../api/users-list-query';
import { ListRow } from '../shell/list-row';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { formatDateTime } from '../shell/format-date';

interface PendingAccountsProps {
  /** Sends the decision; resolves once the server has it (the lists refetch themselves). */
  decide: (user: AdminUser, patch: UserPatchPayload) => Promise<void>;
}

const defaultRole: Role = 'viewer';
const isRole = (value: string): value is Role => RoleSchema.options.some((role) => role === value);

/**
 * Registered accounts waiting for a decision, above the users table: each approved with the role the admin picks
 * (viewer unless changed) or rejected after a confirmation. Nothing is shown when nobody waits.
 */
export function PendingAccounts({ decide }: PendingAccountsProps) {
  const pending = usePendingAccounts(true);
  const accounts = pending.data?.items ?? [];
  if (accounts.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="pending-accounts-heading"
      gap="3"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="lg"
    >
      <Heading as="h2" size="md" id="pending-accounts-heading">
        Waiting for approval ({accounts.length})
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        These people registered and can read nothing until you decide. Approve with the role they need, or reject.
      </Text>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
        {accounts.map((account) => (
          <PendingAccount key={account.id} account={account} decide={decide} />
        ))}
      </Stack>
    </Stack>
  );
}

function PendingAccount({ account, decide }: { account: AdminUser } & PendingAccountsProps) {
  const [role, setRole] = useState<Role>(defaultRole);
  const [confirmReject, setConfirmReject] = useState(false);
  const [busy, setBusy] = useState(false);
  // A role picked but not yet approved is an unsaved decision, as is one on its way to the server.
  useLeaveGuard(role !== defaultRole || busy);
  const send = async (patch: UserPatchPayload) => {
    setBusy(true);
    try {
      await decide(account, patch);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListRow label={account.displayName}>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold">
          {account.displayName}{' '}
          <Badge colorPalette="orange" variant="subtle" ms="1">
            pending
          </Badge>
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {account.username} · {account.email ?? 'no email'} · registered {formatDateTime(account.createdAt)}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap" align="center">
        <NativeSelect.Root size="sm" width="32" disabled={busy}>
          <NativeSelect.Field
            aria-label={`Role for ${account.displayName}`}
            value={role}
            onChange={(event) => {
              if (isRole(event.target.value)) setRole(event.target.value);
            }}
          >
            {RoleSchema.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="navy" loading={busy} onClick={() => void send({ approval: 'approved', role })}>
          Approve
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setConfirmReject(true)}>
          Reject
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirmReject}
        title={`Reject ${account.displayName}?`}
        description="The account is disabled and cannot sign in. You can still enable it later from the users table."
        confirmLabel="Reject account"
        destructive
        onClose={() => setConfirmReject(false)}
        onConfirm={async () => {
          await send({ approval: 'rejected' });
          setConfirmReject(false);
        }}
      />
    </ListRow>
  );
}
