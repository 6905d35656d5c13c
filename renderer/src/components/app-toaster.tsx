import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { drainToasts, subscribeToToasts } from '../lib/toaster';

/**
 * One toast at a time, each visible 5000 ms (spec section 9). A new toast replaces the one on screen: the
 * toaster's own `max` would queue it behind the old one instead, so a stale "Login failed" stayed up while
 * "Login successful" waited its turn.
 */
const toaster = createToaster({
  // Where a toast covers no action: the corners hold the drawer's buttons and the editor's save bar (admin), the
  // cookie banner and the back-to-top button (public site), and the header's controls run along the top. Just
  // below the header, centred, a toast lies over content only.
  placement: 'top',
  offsets: { top: '5.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

export function AppToaster() {
  useEffect(() => {
    const show = () =>
      drainToasts((request) => {
        toaster.remove();
        toaster.create(request);
      });
    // The Toaster sits in a Portal that mounts a render later; toasts created before it subscribes are lost.
    const first = setTimeout(show, 0);
    const unsubscribe = subscribeToToasts(show);
    return () => {
      clearTimeout(first);
      unsubscribe();
    };
  }, []);

  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* At full strength: the recipe's 0.8 opacity left it below AA contrast on the dark theme's green. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
