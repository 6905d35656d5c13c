import { Button, Center, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';

/**
 * All a registered account sees until an admin approves it: the server answers every admin call 403 meanwhile,
 * so the screens would only fail. No admin navigation either: none of it would open.
 */
export function AwaitingApprovalScreen() {
  const { user, logout } = useAuth();
  return (
    <Center as="main" minHeight="100vh" px="4" py="12">
      <Stack
        gap="5"
        maxW="lg"
        w="full"
        p={{ base: '6', md: '10' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        bg="bg.panel"
      >
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" letterSpacing="0.04em" textTransform="uppercase">
          Aegisline admin
        </Text>
        <Heading as="h1" size="2xl" lineHeight="1.25">
          {adminMessages.awaitingApproval}
        </Heading>
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
      </Stack>
    </Center>
  );
}
