import { Alert, Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { RegistrationMode } from '../../../../contract/invitations';
import { invitationMessages } from '../../../../contract/invitations';
import { isSitePath } from '../../../../contract/link-rules';
import { useRegistrationMode } from '../../lib/auth/registration-api';
import { useAuth } from '../../lib/auth/use-auth';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

/** Only same-site paths are followed after sign-in, so `?from=` cannot send anyone elsewhere. */
function safeReturnPath(from: string | null): string {
  return from && isSitePath(from) ? from : paths.admin.dashboard;
}

const registerLeads: Record<RegistrationMode, string> = {
  approval: 'New accounts wait until an administrator approves them and chooses what they may do.',
  'invite-only': 'This site adds staff by invitation.',
  open: 'New accounts can view the admin area; an administrator grants editing rights.',
};

export function AuthPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const registration = useRegistrationMode().data ?? 'approval';
  const returnTo = safeReturnPath(params.get('from'));
  const onDone = () => navigate(returnTo, { replace: true });

  if (status === 'signed-in') return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={mode === 'login' ? 'Staff sign in' : 'Create an account'}
      lead={mode === 'login' ? 'Sign in to manage pages, navigation and submissions.' : registerLeads[registration]}
    >
      <Flex role="tablist" aria-label="Sign in or register" gap="1" bg="bg.muted" p="1" borderRadius="lg">
        {(['login', 'register'] as const).map((tab) => (
          <Box
            as="button"
            key={tab}
            role="tab"
            aria-selected={mode === tab}
            flex="1"
            py="2"
            borderRadius="md"
            fontWeight="semibold"
            bg={mode === tab ? 'bg.panel' : 'transparent'}
            boxShadow={mode === tab ? 'sm' : 'none'}
            color={mode === tab ? 'fg' : 'fg.muted'}
            onClick={() => setMode(tab)}
          >
            {tab === 'login' ? 'Sign in' : 'Register'}
          </Box>
        ))}
      </Flex>
      {mode === 'login' ? (
        <LoginForm onDone={onDone} />
      ) : registration === 'invite-only' ? (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{invitationMessages.inviteOnly}</Alert.Title>
        </Alert.Root>
      ) : (
        <RegisterForm onDone={onDone} />
      )}
    </AuthCard>
  );
}
