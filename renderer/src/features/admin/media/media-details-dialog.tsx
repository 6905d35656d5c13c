import { Button, chakra, Dialog, Flex, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { mediaLimits } from '../../../../../contract/media/media-rules';
import { ApiError } from '../../../lib/api/api-error';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useDeleteMedia, useUpdateMedia } from '../api/media-mutations';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { countWording } from '../shell/count-wording';
import { copyToClipboard } from '../shell/copy-to-clipboard';
import { FormField, InputField } from '../shell/form-kit';
import { acceptedImageTypes, fileProblem } from './media-file-check';
import { dimensions, formatBytes } from './media-format';
import { MediaThumbnail } from './media-thumbnail';

interface MediaDetailsDialogProps {
  item: MediaItem | null;
  canEdit: boolean;
  onClose: () => void;
}

/** One picture: its text alternative, its address, where it is used; replace its file or delete it. */
export function MediaDetailsDialog({ item, canEdit, onClose }: MediaDetailsDialogProps) {
  // Keyed by the picture, so its fields start from that picture's values each time one is opened.
  return item ? <MediaDetails key={item.id} item={item} canEdit={canEdit} onClose={onClose} /> : null;
}

function MediaDetails({ item, canEdit, onClose }: MediaDetailsDialogProps & { item: MediaItem }) {
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(item.alt);
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
      const saved = await update.mutateAsync({ id: item.id, alt: alt.trim(), file });
      toastSuccess('Image saved', file ? `${saved.name} replaces the old picture wherever it was used.` : undefined);
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
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      Address
                    </Text>
                    <Flex gap="2" align="center">
                      <chakra.code fontSize="xs" wordBreak="break-all" flex="1">
                        {item.url}
                      </chakra.code>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() =>
                          void copyToClipboard(item.url, {
                            copied: 'Address copied',
                            instead: 'Select the address and copy it yourself.',
                          })
                        }
                      >
                        Copy address
                      </Button>
                    </Flex>
                  </Stack>
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      Where it is used
                    </Text>
                    {item.usedOn.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        Not used
                      </Text>
                    ) : (
                      <chakra.ul ps="5" fontSize="sm">
                        {item.usedOn.map((usage) => (
                          <li key={`${usage.kind}-${usage.id}`}>
                            <Link asChild colorPalette="navy">
                              <RouterLink to={usage.editPath}>{usage.title}</RouterLink>
                            </Link>
                          </li>
                        ))}
                      </chakra.ul>
                    )}
                  </Stack>
                  <InputField
                    label="Text alternative"
                    required
                    readOnly={!canEdit}
                    error={problems.alt}
                    maxLength={mediaLimits.maxAltLength}
                    value={alt}
                    onChange={(event) => setAlt(event.currentTarget.value)}
                  />
                  {canEdit && (
                    <FormField
                      label="Replace the file"
                      error={problems.file}
                      hint="The new picture takes this one’s place on every page that shows it"
                    >
                      <Input
                        ref={fileInput}
                        type="file"
                        accept={acceptedImageTypes}
                        size="sm"
                        h="auto"
                        py="1.5"
                        onChange={(event) => setFile(event.currentTarget.files?.[0])}
                      />
                    </FormField>
                  )}
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
        description="The image and its renditions are removed from the library. This cannot be undone."
        confirmLabel="Delete image"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
