import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatInZone, isoToZonedLocal, zonedLocalToIso } from '../../../../../contract/zoned-time';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { InputField } from '../shell/form-kit';

interface ScheduleDialogProps {
  publishAt: string | null;
  timeZone: string;
  disabled: boolean;
  onSchedule: (publishAt: string | null) => Promise<unknown>;
}

/** "Publish at…": a date and time on the site's clock (its zone named), or cancelling a schedule. */
export function ScheduleDialog({ publishAt, timeZone, disabled, onSchedule }: ScheduleDialogProps) {
  const [open, setOpen] = useState(false);
  const [local, setLocal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (at: string | null, done: string) => {
    setBusy(true);
    try {
      await onSchedule(at);
      toastSuccess(done);
      setOpen(false);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      setError(message);
      toastError('Not scheduled', message);
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const at = zonedLocalToIso(local, timeZone);
    if (!at) return setError('Enter a date and time');
    if (Date.parse(at) <= Date.now()) return setError('Choose a time in the future');
    void run(at, `Will be published ${formatInZone(at, timeZone)}`);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        setError(undefined);
        if (details.open) setLocal(publishAt ? isoToZonedLocal(publishAt, timeZone) : '');
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          Publish at…
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Publish at a time</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  The saved draft goes live by itself at this time. Times are in the site’s time zone, {timeZone}.
                </Text>
                <InputField
                  label={`Date and time (${timeZone})`}
                  type="datetime-local"
                  value={local}
                  error={error}
                  onChange={(event) => setLocal(event.target.value)}
                />
                {publishAt && <Text fontSize="sm">Scheduled now: {formatInZone(publishAt, timeZone)}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {publishAt && (
                <Button variant="outline" loading={busy} onClick={() => void run(null, 'Schedule cancelled')}>
                  Cancel schedule
                </Button>
              )}
              <Button colorPalette="navy" loading={busy} onClick={submit}>
                Schedule
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
