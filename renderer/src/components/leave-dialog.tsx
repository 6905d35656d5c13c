import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useSyncExternalStore } from 'react';
import { leaveQuestionText } from '../lib/navigation/leave-guards';
import type { LeaveGuards } from '../lib/navigation/leave-guards';
import { useLeaveGuards } from '../lib/navigation/leave-guards-context';

/**
 * The one "Leave without saving?" question of the admin area, for whichever screen has unsaved work. Focus
 * starts on "Stay", the answer that loses nothing, and Escape or a click outside also stays; afterwards focus
 * returns to where it was (the link that was followed).
 */
export function LeaveDialog() {
  const guards = useLeaveGuards();
  return guards ? <LeaveQuestionDialog guards={guards} /> : null;
}

function LeaveQuestionDialog({ guards }: { guards: LeaveGuards }) {
  const question = useSyncExternalStore(
    guards.subscribe,
    () => guards.question,
    () => null,
  );
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      initialFocusEl={() => stay.current}
      onOpenChange={(details) => !details.open && question?.answer(false)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{leaveQuestionText}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stay} variant="outline" onClick={() => question?.answer(false)}>
                Stay
              </Button>
              <Button colorPalette="red" onClick={() => question?.answer(true)}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
