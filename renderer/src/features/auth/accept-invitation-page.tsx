import { Alert, Spinner, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { RegisterPayload } from '../../../../contract/auth';
import { invitationMessages } from '../../../../contract/invitations';
import { formatInZone } from '../../../../contract/zoned-time';
import { acceptInvitation, useInvitationPreview } from '../../lib/auth/registration-api';
import { useAuth } from '../../lib/auth/use-auth';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

const roleWords = { admin: 'an administrator', editor: 'an editor', viewer: 'a viewer (read-only)' } as const;

/**
 * Where an invitation link lands: the invitee chooses a username and password and is signed in with the role the
 * admin chose, without waiting for approval. A used, expired or withdrawn link says so and what to do.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { status, login } = useAuth();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);

  if (status === 'signed-in') return <Navigate to={paths.admin.dashboard} replace />;
  const join = async (values: RegisterPayload) => {
    await acceptInvitation(token, values);
    // Signing in as usual gives token-style sites their token and announces it like any sign-in.
    await login({ username: values.username, password: values.password });
  };

  return (
    <AuthCard
      title="Join the team"
      lead={
        preview.data
          ? `You have been invited to the admin area as ${roleWords[preview.data.role]}. Choose how you sign in.`
          : 'An invitation to the admin area.'
      }
    >
      {preview.isPending ? (
        <Spinner aria-label="Checking the invitation" alignSelf="center" />
      ) : preview.isError ? (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{invitationMessages.unusable}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            The link works once, until {formatInZone(preview.data.expiresAt, preview.data.timeZone)}.
          </Text>
          <RegisterForm
            createAccount={join}
            submitLabel="Join"
            onDone={() => navigate(paths.admin.dashboard, { replace: true })}
          />
        </>
      )}
    </AuthCard>
  );
}
