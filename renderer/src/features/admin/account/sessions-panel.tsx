import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Session, SessionStyle } from '../../../../../contract/account';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useRevokeSessions, useSessions } from '../api/sessions-query';
import { ListRow } from '../shell/list-row';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { formatDateTime } from '../shell/format-date';
import { countWording } from '../shell/count-wording';
import { ScreenError, ScreenLoading } from '../shell/screen-states';

const styleLabels: Record<SessionStyle, string> = {
  cookie: 'Browser (cookie)',
  token: 'Browser or script (token)',
  desktop: 'Desktop app',
};

/**
 * "Your sessions": every place this account is signed in, so a person can spot one they do not recognise and end
 * it, or end all but this one (after a lost laptop, or a shared computer).
 */
export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const [confirmAll, setConfirmAll] = useState(false);
  const end = async (id: number | null) => {
    try {
      const count = await revoke.mutateAsync(id);
      toastSuccess(id === null ? countWording.otherSessionsSignedOut(count) : 'Session signed out');
    } catch (error) {
      toastError('Session not signed out', error instanceof Error ? error.message : String(error));
    }
  };
  const others = sessions.data?.items.filter((session) => !session.current) ?? [];
  return (
    <Stack as="section" aria-labelledby="sessions-heading" gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="sessions-heading">
          Your sessions
        </Heading>
        {others.length > 0 && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmAll(true)}>
            Sign out all other sessions
          </Button>
        )}
      </Flex>
      {sessions.isPending ? (
        <ScreenLoading label="Loading your sessions" />
      ) : sessions.isError ? (
        <ScreenError title="Could not load your sessions" message={sessions.error.message} />
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
          {sessions.data.items.map((session) => (
            <SessionRow key={session.id} session={session} busy={revoke.isPending} onEnd={() => void end(session.id)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmAll}
        title="Sign out all other sessions?"
        description={`Every other browser, app and script signed in as you (${others.length}) has to sign in again. This one stays signed in.`}
        confirmLabel="Sign out others"
        destructive
        onClose={() => setConfirmAll(false)}
        onConfirm={async () => {
          await end(null);
          setConfirmAll(false);
        }}
      />
    </Stack>
  );
}

function SessionRow({ session, busy, onEnd }: { session: Session; busy: boolean; onEnd: () => void }) {
  return (
    <ListRow label={`${session.device}${session.current ? ', this session' : ''}`}>
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">
          {session.device}
          {session.current && (
            <Badge colorPalette="green" variant="subtle" ms="2">
              This session
            </Badge>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {styleLabels[session.style]} · {session.ip ?? 'address unknown'} · signed in{' '}
          {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastUsedAt)}
        </Text>
      </Stack>
      {!session.current && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onEnd}>
          Sign out
        </Button>
      )}
    </ListRow>
  );
}
