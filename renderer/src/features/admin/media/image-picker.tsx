import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { noMediaFilter } from '../api/media-list-query';
import { MediaFilters } from './media-filters';
import { MediaResults } from './media-results';
import { MediaUploadForm } from './media-upload-form';

interface ImagePickerProps {
  /** The button that opens the picker, e.g. "Choose image". */
  triggerLabel: ReactNode;
  onPick: (item: MediaItem) => void;
  disabled?: boolean;
}

/**
 * Chooses a picture from the media library for an image or logo field: search it by name or alt text, narrow it
 * to a type or to unused pictures, page through it, or upload one here and take it at once. Only the staff who
 * can change content see it, as only they can save what it picks.
 */
export function ImagePicker({ triggerLabel, onPick, disabled }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState(noMediaFilter);
  const pick = (item: MediaItem) => {
    onPick(item);
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="xl" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" disabled={disabled}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Choose an image</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <MediaUploadForm label="Upload a new image" onUploaded={pick} />
                <MediaFilters filter={filter} onChange={setFilter} />
                {open && (
                  <MediaResults
                    filter={filter}
                    onPageChange={(page) => setFilter({ ...filter, page })}
                    actionLabel="Choose"
                    onAction={pick}
                  />
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
