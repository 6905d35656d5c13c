import { Box, Button, chakra, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { SkipLink } from '../../../components/skip-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useConfirmLeave } from '../../../lib/navigation/use-leave-guard';
import { paths } from '../../../lib/paths';
import { AdminNav } from './admin-nav';
import { LeaveDialog } from '../../../components/leave-dialog';

const adminMainId = 'admin-main';

/** The frame of every admin screen: top bar, section navigation and the screen itself. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const confirmLeave = useConfirmLeave();
  // Signing out closes the screen as a link would, so unsaved work is asked about first.
  const signOut = async () => {
    if (await confirmLeave()) await logout().catch(() => undefined);
  };
  return (
    <Flex direction="column" minHeight="100vh">
      <SkipLink targetId={adminMainId} />
      <chakra.header borderBottomWidth="1px" borderColor="border" px={{ base: '4', md: '6' }} py="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold">Aegisline admin</Text>
          <Flex align="center" gap="3" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              Signed in as {user?.displayName} ({user?.role})
            </Text>
            <Link asChild fontSize="sm" variant="underline">
              <RouterLink to={paths.home}>View site</RouterLink>
            </Link>
            <Button size="sm" variant="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Flex>
        </Flex>
      </chakra.header>
      <Flex direction={{ base: 'column', md: 'row' }} flex="1">
        <Box
          as="aside"
          width={{ base: 'full', md: '60' }}
          flexShrink={0}
          borderRightWidth={{ base: '0', md: '1px' }}
          borderBottomWidth={{ base: '1px', md: '0' }}
          borderColor="border"
          p="3"
        >
          <AdminNav />
        </Box>
        <Box
          as="main"
          id={adminMainId}
          tabIndex={-1}
          flex="1"
          minWidth="0"
          p={{ base: '4', md: '8' }}
          _focusVisible={{ outline: 'none' }}
        >
          <Outlet />
        </Box>
      </Flex>
      <LeaveDialog />
    </Flex>
  );
}
