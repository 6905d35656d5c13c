import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { GateScreen } from '../shell/gate-screen';

/**
 * All a registered account sees until an admin approves it: the server answers every admin call 403 meanwhile,
 * so the screens would only fail. No admin navigation either: none of it would open.
 */
export function AwaitingApprovalScreen() {
  const { user, logout } = useAuth();
  return (
    <GateScreen heading={adminMessages.awaitingApproval} maxW="lg">
      <Text color="fg.muted" lineHeight="1.7">
        Thank you for registering{user ? `, ${user.displayName}` : ''}. An administrator reviews every new account and
        chooses what it may do. Nothing more is needed from you: sign in again once you hear that you have been
        approved.
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Button colorPalette="navy" onClick={() => void logout().catch(() => undefined)}>
          Sign out
        </Button>
        <Link asChild variant="underline" fontSize="sm">
          <RouterLink to={paths.home}>View site</RouterLink>
        </Link>
      </Flex>
    </GateScreen>
  );
}
