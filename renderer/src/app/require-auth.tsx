import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

/**
 * The admin guard decides only what to show: the server checks every admin call itself.
 * Any signed-in user passes (spec section 6); what a viewer may change is the admin area's concern.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Center minHeight="100vh" role="status" aria-label="Loading your account">
        <Spinner size="lg" color="signal.solid" />
      </Center>
    );
  }
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.auth}?from=${encodeURIComponent(from)}`} replace />;
  }
  return <Outlet />;
}
