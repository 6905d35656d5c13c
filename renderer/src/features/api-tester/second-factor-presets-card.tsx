import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BackendId } from '../../../../contract/desktop-bridge';
import type { ApiTestResult } from './test-result';
import { toTestResult, unknownErrorResult } from './test-result';
import type { TesterClient } from './tester-client';
import { secondFactorPresets } from './tester-endpoints';
import { TestResultView } from './test-result-view';

const challengeOf = (data: unknown): string | null =>
  typeof data === 'object' && data !== null && 'challenge' in data && typeof data.challenge === 'string'
    ? data.challenge
    : null;

/**
 * The two-factor sign-in calls as presets, shown raw: the backend's sign-in (which answers a challenge for an
 * account with two-factor on), then its second-factor endpoint with that challenge and a code.
 */
export function SecondFactorPresetsCard({ backend, client }: { backend: BackendId; client: TesterClient }) {
  const preset = secondFactorPresets[backend];
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState('');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<ApiTestResult | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  // Closed until asked for: most runs never need it, and its fields would crowd the token login's.
  const [open, setOpen] = useState(false);

  const post = async (path: string, body: object) => {
    setRunning(path);
    try {
      const answer = await client.send({ method: 'POST', path, body, withToken: false });
      const read = toTestResult(answer.status, answer.statusText, answer.body, new Date());
      const issued = challengeOf(read.data);
      if (issued) setChallenge(issued);
      setResult(read);
    } catch {
      setResult(unknownErrorResult(new Date()));
    } finally {
      setRunning(null);
    }
  };

  const field = (label: string, value: string, set: (value: string) => void, type = 'text') => (
    <Field.Root flex="1" minWidth="36">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type={type} autoComplete="off" value={value} onChange={(e) => set(e.target.value)} />
    </Field.Root>
  );

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="sm">
              Two-factor sign-in presets
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              1. POST {preset.signIn} answers a challenge for an account with two-factor on; 2. POST{' '}
              {preset.secondFactor} completes it with a 6-digit code or a recovery code.
            </Text>
          </Stack>
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide these calls' : 'Show these calls'}
          </Button>
        </Flex>
        {open && (
          <>
            <Flex gap="3" align="flex-end" wrap="wrap">
              {field('Username', username, setUsername)}
              {field('Password', password, setPassword, 'password')}
              <Button
                size="sm"
                variant="outline"
                loading={running === preset.signIn}
                onClick={() => void post(preset.signIn, { username: username.trim(), password })}
              >
                POST {preset.signIn}
              </Button>
            </Flex>
            <Flex gap="3" align="flex-end" wrap="wrap">
              {field('Challenge', challenge, setChallenge)}
              {field('Code', code, setCode)}
              <Button
                size="sm"
                variant="outline"
                loading={running === preset.secondFactor}
                onClick={() => void post(preset.secondFactor, { challenge, code })}
              >
                POST {preset.secondFactor}
              </Button>
            </Flex>
            {result && <TestResultView result={result} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
