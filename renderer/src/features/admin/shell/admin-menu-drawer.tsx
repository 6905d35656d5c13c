import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';

interface AdminMenuDrawerProps {
  /** Who is signed in, the site link and Sign out: on a phone they live here rather than in the top bar. */
  account: ReactNode;
}

/**
 * The admin menu on a narrow screen: one button in the top bar opens it as a drawer, so a phone shows the screen's
 * content first rather than a page of links. The drawer is a modal dialog: focus moves in and stays there, Escape
 * or the close button shuts it and focus returns to the button; following an entry shuts it too.
 */
export function AdminMenuDrawer({ account }: AdminMenuDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" aria-label="Admin menu">
          <MenuIcon />
          Menu
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Admin menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <AdminNav onNavigate={() => setOpen(false)} />
                <Stack gap="3" align="flex-start" borderTopWidth="1px" borderColor="border" pt="4">
                  {account}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the admin menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
