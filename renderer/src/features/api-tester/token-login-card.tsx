import { Alert, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoginPayloadSchema } from '../../../../contract/auth';
import { tokenLoginMessages } from '../../lib/api/api-messages';
import type { TesterClient } from './tester-client';
import { demoAccount } from './tester-endpoints';
import { SecondFactorStep } from './second-factor-step';
import { useTokenLogin } from './use-token-login';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

function fieldErrors(username: string, password: string): FieldErrors {
  const parsed = LoginPayloadSchema.safeParse({ username, password });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Gets a bearer token from the hosted backend for `/api/user`; prefilled with the README's demo account. */
export interface TokenLoginCardProps {
  client: TesterClient;
  /** What `/api/user` sends while this form holds no token (nothing on the web; main's saved token on the desktop). */
  idleHint: string;
}

export function TokenLoginCard({ client, idleHint }: TokenLoginCardProps) {
  const [username, setUsername] = useState<string>(demoAccount.username);
  const [password, setPassword] = useState<string>(demoAccount.password);
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useTokenLogin(client);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(username, password);
    setErrors(found);
    if (Object.keys(found).length === 0) void login.signIn({ username: username.trim(), password });
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="sm">
            Token login
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {login.holder ? `Token held for ${login.holder}.` : idleHint}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label="Token login">
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root invalid={Boolean(errors.username)} flex="1" minWidth="40">
              <Field.Label>Username</Field.Label>
              <Input size="sm" autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
              {errors.username && <Field.ErrorText>{errors.username}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} flex="1" minWidth="40">
              <Field.Label>Password</Field.Label>
              <Input
                size="sm"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {errors.password && <Field.ErrorText>{errors.password}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="navy" loading={login.pending}>
              Get token
            </Button>
            {login.holder && (
              <Button type="button" size="sm" variant="ghost" onClick={() => void login.forget()}>
                Forget token
              </Button>
            )}
          </Flex>
        </form>
        {login.challenge && <SecondFactorStep pending={login.pending} onVerify={login.verify} />}
        {login.notice && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {login.notice}
          </Text>
        )}
        {login.error && (
          <Alert.Root status="error" borderRadius="md" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{tokenLoginMessages.loginFailed}</Alert.Title>
              <Alert.Description>{login.error}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
