import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Invitation } from '../../../../../contract/invitations';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useInvitations, useWithdrawInvitation } from '../api/invitations-query';
import { ListRow } from '../shell/list-row';
import { formatDateTime } from '../shell/format-date';
import { InvitationForm } from './invitation-form';

const stateBadges: Record<Invitation['state'], { label: string; palette: string }> = {
  open: { label: 'open', palette: 'blue' },
  used: { label: 'used', palette: 'green' },
  expired: { label: 'expired', palette: 'gray' },
};

function describe(invitation: Invitation): string {
  const made = `made by ${invitation.createdBy ?? 'a removed user'} ${formatDateTime(invitation.createdAt)}`;
  if (invitation.state === 'used') return `${made} · joined as ${invitation.usedBy ?? 'a removed user'}`;
  return `${made} · ${invitation.state === 'open' ? 'valid until' : 'expired'} ${formatDateTime(invitation.expiresAt)}`;
}

/** Invite someone, and the invitations made so far: open ones can be withdrawn until used. */
export function InvitationsPanel() {
  const invitations = useInvitations();
  const withdraw = useWithdrawInvitation();
  const items = invitations.data?.items ?? [];
  return (
    <Stack as="section" aria-labelledby="invitations-heading" gap="4">
      <Heading as="h2" size="lg" id="invitations-heading">
        Invitations
      </Heading>
      <InvitationForm />
      {items.length > 0 && (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Invitations made">
          {items.map((invitation) => (
            <ListRow
              key={invitation.id}
              label={`${invitation.role} invitation${invitation.note ? ` for ${invitation.note}` : ''}`}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">
                  {invitation.note || 'No note'} · {invitation.role}{' '}
                  <Badge colorPalette={stateBadges[invitation.state].palette} variant="subtle" ms="1">
                    {stateBadges[invitation.state].label}
                  </Badge>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {describe(invitation)}
                </Text>
              </Stack>
              {invitation.state === 'open' && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    void withdraw
                      .mutateAsync(invitation.id)
                      .then(() => toastSuccess('Invitation withdrawn', 'Its link no longer works.'))
                      .catch((error: unknown) =>
                        toastError('Not withdrawn', error instanceof Error ? error.message : undefined),
                      )
                  }
                >
                  Withdraw
                </Button>
              )}
            </ListRow>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
