import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { countWording } from '../shell/count-wording';

/** On the dashboard, for admins only (nobody else can decide): people are waiting, and where to let them in. */
export function PendingAccountsAlert({ count }: { count: number | undefined }) {
  const { user } = useAuth();
  if (user?.role !== 'admin' || !count) return null;
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{countWording.accountsWaiting(count)}</Alert.Title>
        <Alert.Description>
          <Link asChild variant="underline">
            <RouterLink to={paths.admin.users}>Review them on the users screen</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
