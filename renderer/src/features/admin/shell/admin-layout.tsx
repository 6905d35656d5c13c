import { Box, Button, chakra, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { SkipLink } from '../../../components/skip-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useConfirmLeave } from '../../../lib/navigation/use-leave-guard';
import { paths } from '../../../lib/paths';
import { AdminMenuDrawer } from './admin-menu-drawer';
import { AdminNav } from './admin-nav';
import { ScreenLoading } from './screen-states';
import { useSiteTimeZone } from './use-site-time-zone';
import { LeaveDialog } from '../../../components/leave-dialog';

const adminMainId = 'admin-main';

/** Below this width the menu is a drawer behind one button, so a phone's first screen is the content. */
const sidebarFrom = 'md';

/** Who is signed in, the public site and signing out: in the top bar from md up, in the menu drawer below. */
function AccountLinks() {
  const { user, logout } = useAuth();
  const confirmLeave = useConfirmLeave();
  // Signing out closes the screen as a link would, so unsaved work is asked about first.
  const signOut = async () => {
    if (await confirmLeave()) await logout().catch(() => undefined);
  };
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        Signed in as {user?.displayName} ({user?.role})
      </Text>
      <Link asChild fontSize="sm" variant="underline">
        <RouterLink to={paths.home}>View site</RouterLink>
      </Link>
      <Button size="sm" variant="outline" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}

/** The frame of every admin screen: top bar, section navigation and the screen itself. */
export function AdminLayout() {
  const timeZoneKnown = useSiteTimeZone();
  return (
    <Flex direction="column" minHeight="100vh">
      <SkipLink targetId={adminMainId} />
      <chakra.header borderBottomWidth="1px" borderColor="border" px={{ base: '4', md: '6' }} py="3">
        <Flex justify="space-between" align="center" gap="3">
          <Flex align="center" gap="3">
            <Box hideFrom={sidebarFrom}>
              <AdminMenuDrawer account={<AccountLinks />} />
            </Box>
            <Text fontWeight="semibold">Aegisline admin</Text>
          </Flex>
          <Flex align="center" gap="3" wrap="wrap" justify="flex-end" hideBelow={sidebarFrom}>
            <AccountLinks />
          </Flex>
        </Flex>
      </chakra.header>
      <Flex flex="1">
        <Box
          as="aside"
          hideBelow={sidebarFrom}
          width="60"
          flexShrink={0}
          borderRightWidth="1px"
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
          {timeZoneKnown ? <Outlet /> : <ScreenLoading label="Loading" />}
        </Box>
      </Flex>
      <LeaveDialog />
    </Flex>
  );
}
