import { Box, Center, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isSitePath } from '../../../../contract/link-rules';
import { useAuth } from '../../lib/auth/use-auth';
import { paths } from '../../lib/paths';
import { themeAtom } from '../../lib/theme/theme-atoms';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

/** Only same-site paths are followed after sign-in, so `?from=` cannot send anyone elsewhere. */
function safeReturnPath(from: string | null): string {
  return from && isSitePath(from) ? from : paths.admin.dashboard;
}

export function AuthPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const theme = useAtomValue(themeAtom);
  const returnTo = safeReturnPath(params.get('from'));
  const onDone = () => navigate(returnTo, { replace: true });

  if (status === 'signed-in') return <Navigate to={returnTo} replace />;

  return (
    <Center minHeight="100vh" bg="bg.subtle" px="4" py="12">
      <Box
        width="full"
        maxWidth="md"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="2xl"
        boxShadow="lg"
        p={{ base: '6', md: '10' }}
      >
        <Stack gap="6">
          <ChakraLink asChild alignSelf="flex-start">
            <Link to={paths.home}>
              <img src={`/brand/logo-${theme}.svg`} width={176} height={40} alt="Aegisline home" />
            </Link>
          </ChakraLink>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {mode === 'login' ? 'Staff sign in' : 'Create an account'}
            </Heading>
            <Text color="fg.muted">
              {mode === 'login'
                ? 'Sign in to manage pages, navigation and submissions.'
                : 'New accounts can view the admin area; an administrator grants editing rights.'}
            </Text>
          </Stack>
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
          {mode === 'login' ? <LoginForm onDone={onDone} /> : <RegisterForm onDone={onDone} />}
          <ChakraLink asChild color="fg.muted" fontSize="sm" alignSelf="center">
            <Link to={paths.home}>← Back to the website</Link>
          </ChakraLink>
        </Stack>
      </Box>
    </Center>
  );
}
