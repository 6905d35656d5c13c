import { createContext } from 'react';
import type { LoginPayload, RegisterPayload } from '../../../../contract/auth';
import type { SecondFactorPayload } from '../../../../contract/two-factor';
import type { User } from '../../../../contract/user';
import type { SignInResult } from './token-session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** The password step: signed in, or a challenge that `completeSecondFactor` finishes with a code. */
  login(payload: LoginPayload): Promise<SignInResult>;
  completeSecondFactor(payload: SecondFactorPayload): Promise<User>;
  register(payload: RegisterPayload): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
