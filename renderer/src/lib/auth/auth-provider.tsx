import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { User } from '../../../../contract/user';
import { tokenLoginMessages } from '../api/api-messages';
import { toastError, toastSuccess } from '../toaster';
import { completeSecondFactor, login, logout, register } from './auth-api';
import type { AuthContextValue } from './auth-context';
import { AuthContext } from './auth-context';
import { getCurrentUserQueryOptions } from './current-user-query';

const nameOf = (user: User) => user.displayName || user.username;
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Holds who is signed in; every sign-in, registration and sign-out announces itself with the spec's toasts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const currentUser = useQuery({ ...getCurrentUserQueryOptions(), retry: false });
  const setUser = (user: User | null) => queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user);

  const signedIn = (user: User) => {
    setUser(user);
    toastSuccess('Login successful', `Welcome back, ${nameOf(user)}!`);
  };
  const loginFailed = (error: unknown) => toastError('Login failed', messageOf(error, tokenLoginMessages.loginFailed));
  const loginMutation = useMutation({
    mutationFn: login,
    retry: false,
    // A challenge is not a sign-in yet: the form asks for the code.
    onSuccess: (result) => ('user' in result ? signedIn(result.user) : undefined),
    onError: loginFailed,
  });
  const secondFactorMutation = useMutation({
    mutationFn: completeSecondFactor,
    retry: false,
    onSuccess: signedIn,
    onError: loginFailed,
  });
  const registerMutation = useMutation({
    mutationFn: register,
    retry: false,
    onSuccess: (user) => {
      setUser(user);
      toastSuccess('Registration successful', `Welcome, ${nameOf(user)}!`);
    },
    onError: (error) => toastError('Registration failed', messageOf(error, 'Registration failed')),
  });
  const logoutMutation = useMutation({
    mutationFn: logout,
    retry: false,
    onSuccess: () => {
      setUser(null);
      // Admin data must not outlive the session that fetched it.
      queryClient.removeQueries({ queryKey: ['admin'] });
      toastSuccess('Logout successful', 'You have been logged out.');
    },
    onError: (error) => toastError('Logout failed', messageOf(error, 'Logout failed')),
  });

  const user = currentUser.data ?? null;
  const status: AuthContextValue['status'] = currentUser.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      login: loginMutation.mutateAsync,
      completeSecondFactor: secondFactorMutation.mutateAsync,
      register: registerMutation.mutateAsync,
      logout: logoutMutation.mutateAsync,
    }),
    [
      status,
      user,
      loginMutation.mutateAsync,
      secondFactorMutation.mutateAsync,
      registerMutation.mutateAsync,
      logoutMutation.mutateAsync,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
