import { Box, Button, chakra, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { MediaItem, MediaRevision } from '../../../../../contract/admin/admin-media';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useRestoreMediaRevision } from '../api/media-mutations';
import { useRevisionPreview } from '../api/media-revision-preview';
import { useMediaRevisions } from '../api/media-revisions-query';
import { formatDateTime } from '../shell/format-date';
import { dimensions, formatBytes, mimeLabel } from './media-format';

/** The files replacing the picture kept, newest first, each with what it was and a Restore. */
interface MediaRevisionsProps {
  item: MediaItem;
  canEdit: boolean;
  /** The picture as the restore left it (file, alt text and focal point of the restored one). */
  onRestored: (item: MediaItem) => void;
}

export function MediaRevisions({ item, canEdit, onRestored }: MediaRevisionsProps) {
  const revisions = useMediaRevisions(item.id);
  const items = revisions.data?.items ?? [];
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        Earlier files
      </Text>
      {revisions.isError ? (
        <Text fontSize="sm" color="fg.error">
          The earlier files could not be loaded: {revisions.error.message}
        </Text>
      ) : items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {revisions.isPending ? 'Loading…' : 'None: replacing the file keeps the one it replaces here.'}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2" aria-label="Earlier files">
          {items.map((revision) => (
            <RevisionRow key={revision.id} item={item} revision={revision} canEdit={canEdit} onRestored={onRestored} />
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

function RevisionRow({ item, revision, canEdit, onRestored }: MediaRevisionsProps & { revision: MediaRevision }) {
  const preview = useRevisionPreview(revision.fileUrl);
  const restore = useRestoreMediaRevision();
  const replaced = formatDateTime(revision.replacedAt);
  const run = async () => {
    try {
      onRestored(await restore.mutateAsync({ id: item.id, revisionId: revision.id }));
      toastSuccess(
        'Earlier file restored',
        `${revision.name} is back wherever the picture is used; the file it replaced is kept here.`,
      );
    } catch (error) {
      toastError('Earlier file not restored', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <Flex as="li" gap="3" align="center" borderWidth="1px" borderColor="border" borderRadius="md" p="2">
      <Box w="16" h="12" flexShrink={0} bg="bg.subtle" borderRadius="sm" overflow="hidden">
        {preview && <Image src={preview} alt={revision.alt} w="full" h="full" objectFit="contain" />}
      </Box>
      <Stack gap="0" flex="1" minW="0" fontSize="xs">
        <Text fontWeight="medium" fontSize="sm" truncate>
          {revision.name}
        </Text>
        <Text color="fg.muted">
          {dimensions(revision)} · {formatBytes(revision.bytes)} · {mimeLabel(revision.mimeType)}
        </Text>
        <Text color="fg.muted">
          Replaced {replaced}
          {revision.replacedBy ? ` by ${revision.replacedBy.displayName}` : ''}
        </Text>
      </Stack>
      {canEdit && (
        <Button size="xs" variant="outline" loading={restore.isPending} onClick={() => void run()}>
          Restore{' '}
          <VisuallyHidden>
            {revision.name}, replaced {replaced}
          </VisuallyHidden>
        </Button>
      )}
    </Flex>
  );
}
