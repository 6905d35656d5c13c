import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '../../../../contract/two-factor';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { createWebPlatform, setPlatform } from '../../lib/platform/platform';
import { renderWithProviders } from '../../test/render-with-providers';
import { jsonResponse, stubFetchForEachTest } from '../../test/stub-fetch';
import { LoginForm } from './login-form';

const fetchMock = stubFetchForEachTest();
const user = { id: 7, username: 'tess', displayName: 'Tess', email: null, role: 'editor', twoFactorEnabled: true };
const challenge = 'c'.repeat(43);

/** Answers by path; `/api/user` and `/api/token-check` say nobody is signed in yet. */
function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = routes[path];
    if (route) return route();
    return jsonResponse(401, { error: 'Unauthorized' });
  });
}

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

async function signIn(onDone: () => void) {
  renderWithProviders(
    <AuthProvider>
      <LoginForm onDone={onDone} />
    </AuthProvider>,
  );
  await userEvent.type(screen.getByLabelText('Username'), 'tess');
  await userEvent.type(screen.getByLabelText('Password'), 'a-long-enough-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with a second factor', () => {
  it('token backend: asks for the code after the password, then keeps the token', async () => {
    answer({
      '/api/token-login': () =>
        jsonResponse(200, { success: false, secondFactorRequired: true, challenge, methods: ['totp', 'recovery'] }),
      '/api/token-login/second-factor': () => jsonResponse(200, { success: true, token: 'tkn', user }),
    });
    const onDone = vi.fn();
    await signIn(onDone);
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf('/api/token-login/second-factor')).toEqual({ challenge, code: '123456' });
    expect(window.localStorage.getItem('santan_auth_token')).toBe('tkn');
  });

  it('cookie backend: a recovery code goes to /api/login/second-factor; a wrong one is said under the field', async () => {
    setPlatform(createWebPlatform({ authMode: 'cookie', apiBase: '' }, window.localStorage));
    let attempts = 0;
    answer({
      '/api/login': () => jsonResponse(200, { secondFactorRequired: true, challenge, methods: ['totp', 'recovery'] }),
      '/api/login/second-factor': () =>
        (attempts += 1) === 1
          ? jsonResponse(401, { error: 'That code is not right: check your authenticator app and try again' })
          : jsonResponse(200, user),
    });
    const onDone = vi.fn();
    await signIn(onDone);
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/^That code is not right/)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf('/api/login/second-factor')).toEqual({ challenge, code: 'abcde-fghjk' });
  });

  it('goes back to the password when the challenge has had its last try', async () => {
    answer({
      '/api/token-login': () =>
        jsonResponse(200, { success: false, secondFactorRequired: true, challenge, methods: ['totp', 'recovery'] }),
      '/api/token-login/second-factor': () =>
        jsonResponse(401, { success: false, error: twoFactorMessages.challengeUsedUp }),
    });
    const onDone = vi.fn();
    await signIn(onDone);
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
