import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Role, User } from '../../../contract/user';
import type { AuthContextValue } from '../lib/auth/auth-context';
import { AuthContext } from '../lib/auth/auth-context';
import type { ProvidersOptions } from './render-with-providers';
import { renderWithProviders } from './render-with-providers';

/** A staff member for admin screens: the role decides what they may change. */
export function staffUser(role: Role = 'editor'): User {
  return { id: 1, username: 'uma', displayName: 'Uma', email: null, role };
}

/** renderWithProviders for admin screens, with `user` (an editor unless given) signed in. */
export function renderSignedIn(
  ui: ReactElement,
  { user = staffUser(), ...options }: ProvidersOptions & { user?: User } = {},
) {
  const auth: AuthContextValue = {
    status: 'signed-in',
    user,
    login: vi.fn(),
    completeSecondFactor: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
  };
  return renderWithProviders(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>, options);
}
