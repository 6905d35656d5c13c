import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { previewLinkDays } from '../../../../../contract/admin/publication';
import { getPlatform } from '../../../lib/platform/platform';
import { toastError, toastSuccess } from '../../../lib/toaster';
import type { PublicationCollection, PublicationId } from '../api/publication-mutations';
import { usePreviewLinkActions, usePreviewLinks } from '../api/publication-mutations';
import { InputField } from '../shell/form-kit';
import { formatDateTime } from '../shell/format-date';
import { ListRow } from '../shell/list-row';
import { OneTimeLinkField } from '../shell/one-time-link-field';

interface SharePreviewDialogProps {
  collection: PublicationCollection;
  id: PublicationId;
  version: number;
  canEdit: boolean;
}

const siteOrigin = () => getPlatform().apiBase || window.location.origin;

/**
 * A link that shows the saved draft to someone without an account, for a chosen number of days; the server keeps
 * only its hash, so the link is shown once. Existing links are listed with when they end, and can be revoked.
 */
export function SharePreviewDialog({ collection, id, version, canEdit }: SharePreviewDialogProps) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('7');
  const [link, setLink] = useState<string | null>(null);
  // Whether a listed link has expired is judged as of opening the dialog.
  const [openedAt, setOpenedAt] = useState(0);
  const links = usePreviewLinks(collection, id);
  const { create, revoke } = usePreviewLinkActions(collection, id, version);

  const submit = async () => {
    try {
      const created = await create.mutateAsync(Number(days));
      setLink(`${siteOrigin()}${created.path}`);
    } catch (error) {
      toastError('Preview link not created', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Dialog.Root
      open={open}
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        setOpen(details.open);
        setLink(null);
        setOpenedAt(Date.now());
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">Share preview link</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Share a preview link</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text fontSize="sm" color="fg.muted">
                  Anyone with the link sees the saved draft, without signing in, until it expires or you revoke it.
                  Search engines are told not to index it.
                </Text>
                {canEdit && (
                  <Flex gap="3" align="flex-end" wrap="wrap">
                    <InputField
                      label="Valid for (days)"
                      type="number"
                      min={previewLinkDays.min}
                      max={previewLinkDays.max}
                      value={days}
                      layout={{ width: '36' }}
                      onChange={(event) => setDays(event.target.value)}
                    />
                    <Button colorPalette="navy" size="sm" loading={create.isPending} onClick={() => void submit()}>
                      Create link
                    </Button>
                  </Flex>
                )}
                {link && (
                  <OneTimeLinkField
                    label="Preview link (shown once)"
                    hint="Copy it now: it cannot be shown again."
                    link={link}
                  />
                )}
                <Stack gap="2" as="section" aria-label="Existing preview links">
                  <Text fontWeight="semibold">Existing links</Text>
                  {links.isError ? (
                    <Text color="fg.error">{links.error.message}</Text>
                  ) : links.data?.items.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      No preview links yet.
                    </Text>
                  ) : (
                    <Stack as="ul" gap="2" listStyleType="none">
                      {links.data?.items.map((item) => {
                        const expired = Date.parse(item.expiresAt) <= openedAt;
                        return (
                          <ListRow key={item.id} label={`Preview link made ${formatDateTime(item.createdAt)}`}>
                            <Stack gap="0">
                              <Text fontSize="sm">
                                Made {formatDateTime(item.createdAt)}
                                {item.createdBy ? ` by ${item.createdBy.displayName}` : ''}
                              </Text>
                              <Text fontSize="sm" color={expired ? 'fg.error' : 'fg.muted'}>
                                {expired ? 'Expired' : 'Expires'} {formatDateTime(item.expiresAt)}
                              </Text>
                            </Stack>
                            {canEdit && (
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="red"
                                loading={revoke.isPending && revoke.variables === item.id}
                                onClick={() =>
                                  void revoke
                                    .mutateAsync(item.id)
                                    .then(() => toastSuccess('Preview link revoked'))
                                    .catch((error: unknown) =>
                                      toastError('Not revoked', error instanceof Error ? error.message : undefined),
                                    )
                                }
                              >
                                Revoke
                              </Button>
                            )}
                          </ListRow>
                        );
                      })}
                    </Stack>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
