import { Button, Dialog, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { mediaLimits } from '../../../../../contract/media/media-rules';
import { ApiError } from '../../../lib/api/api-error';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useMediaItem } from '../api/media-item-query';
import { useDeleteMedia, useUpdateMedia } from '../api/media-mutations';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { countWording } from '../shell/count-wording';
import { FormField, InputField } from '../shell/form-kit';
import { FocalPointPicker } from './focal-point-picker';
import { MediaAddress } from './media-address';
import { acceptedImageTypes, fileProblem } from './media-file-check';
import { dimensions, formatBytes } from './media-format';
import { MediaRevisions } from './media-revisions';
import { MediaThumbnail } from './media-thumbnail';
import { MediaUsageList } from './media-usage-list';

interface MediaDetailsDialogProps {
  item: MediaItem | null;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * One picture: its alt text and focal point, its address, where it is used, the files it had before; replace its
 * file, restore an earlier one, or delete it.
 */
export function MediaDetailsDialog({ item, canEdit, onClose }: MediaDetailsDialogProps) {
  // Keyed by the picture, so its fields start from that picture's values each time one is opened.
  return item ? <MediaDetails key={item.id} item={item} canEdit={canEdit} onClose={onClose} /> : null;
}

function MediaDetails({ item: opened, canEdit, onClose }: MediaDetailsDialogProps & { item: MediaItem }) {
  // What the library says now: a restore changes the file, name and alt text while the dialog is open.
  const item = useMediaItem(opened.id).data ?? opened;
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const [alt, setAlt] = useState(opened.alt);
  const [focus, setFocus] = useState(opened.focus);
  const [file, setFile] = useState<File | undefined>();
  const [problems, setProblems] = useState<{ alt?: string | undefined; file?: string | undefined }>({});
  const [confirming, setConfirming] = useState(false);

  const save = async () => {
    const found = {
      alt: alt.trim() === '' ? 'Describe the image for people who cannot see it' : undefined,
      file: file ? (fileProblem(file) ?? undefined) : undefined,
    };
    setProblems(found);
    if (found.alt || found.file) return;
    try {
      const moved = focus.x !== item.focus.x || focus.y !== item.focus.y;
      // A new file goes as a form, and the point as JSON after it (the replacement keeps the point it had).
      let saved = await update.mutateAsync({ id: item.id, alt: alt.trim(), file, focus: file ? undefined : focus });
      if (file && moved) saved = await update.mutateAsync({ id: item.id, alt: alt.trim(), focus });
      toastSuccess(
        'Image saved',
        file ? `${saved.name} replaces the old picture wherever it was used; the old file is kept.` : undefined,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems({ alt: error.fields.alt, file: error.fields.file });
      else toastError('Image not saved', error instanceof Error ? error.message : undefined);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(item.id);
      toastSuccess('Image deleted', `${item.name} is no longer in the library.`);
      setConfirming(false);
      onClose();
    } catch (error) {
      // 409 while in use: the server's sentence says what to do, and the dialog lists where.
      setConfirming(false);
      toastError('Image not deleted', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <>
      <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{item.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <MediaThumbnail item={item} height="48" />
                  <Text fontSize="sm" color="fg.muted">
                    {dimensions(item)} px · {formatBytes(item.bytes)} ·{' '}
                    {item.mimeType === 'image/svg+xml'
                      ? 'a drawing, sharp at any size'
                      : countWording.renditions(item.renditions.length)}
                  </Text>
                  <InputField
                    label="Text alternative"
                    required
                    readOnly={!canEdit}
                    error={problems.alt}
                    hint="Every page that shows the picture reads this, unless it gives its own"
                    maxLength={mediaLimits.maxAltLength}
                    value={alt}
                    onChange={(event) => setAlt(event.currentTarget.value)}
                  />
                  <FocalPointPicker item={item} value={focus} onChange={setFocus} readOnly={!canEdit} />
                  <MediaAddress url={item.url} />
                  <MediaUsageList usedOn={item.usedOn} />
                  {canEdit && (
                    <FormField
                      label="Replace the file"
                      error={problems.file}
                      hint="The new picture takes this one’s place on every page that shows it; this one is kept below"
                    >
                      <Input
                        type="file"
                        accept={acceptedImageTypes}
                        size="sm"
                        h="auto"
                        py="1.5"
                        onChange={(event) => setFile(event.currentTarget.files?.[0])}
                      />
                    </FormField>
                  )}
                  <MediaRevisions
                    item={item}
                    canEdit={canEdit}
                    onRestored={(restored) => {
                      setAlt(restored.alt);
                      setFocus(restored.focus);
                    }}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                {canEdit ? (
                  <Button variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                ) : (
                  <span />
                )}
                <Flex gap="2">
                  <Button variant="outline" onClick={onClose}>
                    {canEdit ? 'Cancel' : 'Close'}
                  </Button>
                  {canEdit && (
                    <Button colorPalette="navy" loading={update.isPending} onClick={() => void save()}>
                      Save
                    </Button>
                  )}
                </Flex>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${item.name}?`}
        description="The image, its renditions and its earlier files are removed from the library. This cannot be undone."
        confirmLabel="Delete image"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
