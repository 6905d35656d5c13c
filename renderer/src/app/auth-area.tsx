import { AcceptInvitationPage } from '../features/auth/accept-invitation-page';
import { AuthPage } from '../features/auth/auth-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { AuthProvider } from '../lib/auth/auth-provider';

/**
 * Who is signed in matters only to the sign-in page, the API tester and the admin area, so the auth
 * provider lives with them: visitors' first load carries no auth code and makes no session check.
 * Each area's provider reads the same TanStack Query cache, so a sign-in here is seen by the admin area.
 */
export function InvitationArea() {
  return (
    <AuthProvider>
      <AcceptInvitationPage />
    </AuthProvider>
  );
}

export function AuthArea() {
  return (
    <AuthProvider>
      <AuthPage />
    </AuthProvider>
  );
}

export function ResetPasswordArea() {
  return (
    <AuthProvider>
      <ResetPasswordPage />
    </AuthProvider>
  );
}
