import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { BackendInfo, DesktopBridge } from '../../../contract/desktop-bridge';
import { getPlatform } from '../lib/platform/platform';

/**
 * Desktop only: which backend the site is talking to, in a corner. Staff switch backends from the menu,
 * and content that looks the same on both makes it easy to forget which one is being edited.
 */
export function DesktopBackendBadge() {
  const bridge = getPlatform().desktop;
  return bridge ? <ActiveBackendBadge bridge={bridge} /> : null;
}

function ActiveBackendBadge({ bridge }: { bridge: DesktopBridge }) {
  const [backend, setBackend] = useState<BackendInfo | null>(null);

  useEffect(() => {
    let live = true;
    void bridge.backend.get().then((active) => {
      if (live) setBackend(active);
    });
    // The window reloads on a change anyway; following it here keeps the badge right until it does.
    const unsubscribe = bridge.backend.onChanged(setBackend);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [bridge]);

  if (!backend) return null;
  return (
    <Flex
      position="fixed"
      left="3"
      bottom="3"
      zIndex="docked"
      align="center"
      gap="1.5"
      px="2.5"
      py="1"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      boxShadow="xs"
      fontSize="xs"
      color="fg.muted"
      opacity={0.85}
      // Never in the way of a click on the page beneath.
      pointerEvents="none"
    >
      <Box
        boxSize="2"
        borderRadius="full"
        bg={backend.id === 'local' ? 'signal.solid' : 'navy.solid'}
        aria-hidden="true"
      />
      <Text>
        <VisuallyHidden>Active backend: </VisuallyHidden>
        {backend.label}
      </Text>
    </Flex>
  );
}
