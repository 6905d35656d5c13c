import { createContext } from 'react';
import type { LoginPayload, RegisterPayload } from '../../../../contract/auth';
import type { User } from '../../../../contract/user';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  login(payload: LoginPayload): Promise<User>;
  register(payload: RegisterPayload): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
