import { Button, Flex, Text } from '@chakra-ui/react';
import type { AdminPageSummary } from '../../../../../contract/admin/admin-pages';
import type { PageStatus } from '../../../../../contract/pages';
import { formatInZone } from '../../../../../contract/zoned-time';
import { paths } from '../../../lib/paths';
import { toastError, toastSuccess } from '../../../lib/toaster';
import type { PublicationCollection, PublicationId } from '../api/publication-mutations';
import { usePublicationActions, usePublicationSettings } from '../api/publication-mutations';
import { PublicationBadge } from '../shell/publication-badge';
import { useAccess } from '../shell/use-access';
import { useCanEdit } from '../shell/use-can-edit';
import { ScheduleDialog } from './schedule-dialog';
import { SharePreviewDialog } from './share-preview-dialog';

/** A page's or subpage's, or a component's (by name, and never unpublished: the site always has one). */
type Publication = Pick<AdminPageSummary, 'version' | 'publication' | 'publishAt'> & {
  id: PublicationId;
  status?: PageStatus;
};

interface PublicationControlsProps {
  collection: PublicationCollection;
  item: Publication;
  /** Unsaved changes: scheduling or unpublishing would reload the editor over them, so they wait for a save. */
  dirty: boolean;
}

/** Where the page stands, and what can be done about it besides saving: preview, share, schedule, unpublish. */
export function PublicationControls({ collection, item, dirty }: PublicationControlsProps) {
  const canEdit = useCanEdit();
  // A viewer could only list links it cannot make: the button is not shown (the server refuses the POST anyway).
  const canShare = useAccess().mayUse('sharePreview');
  const settings = usePublicationSettings();
  const timeZone = settings.data?.timeZone ?? 'UTC';
  const actions = usePublicationActions(collection, item.id, item.version);
  const unpublish = () =>
    actions
      .mutateAsync({ kind: 'unpublish' })
      .then(() => toastSuccess('Unpublished', 'Visitors no longer see it; it is kept as a draft.'))
      .catch((error: unknown) => toastError('Not unpublished', error instanceof Error ? error.message : undefined));

  return (
    <Flex
      as="section"
      aria-label="Publication"
      gap="3"
      wrap="wrap"
      align="center"
      p="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.subtle"
    >
      <PublicationBadge state={item.publication} />
      {item.publishAt && <Text fontSize="sm">Publishes {formatInZone(item.publishAt, timeZone)}</Text>}
      {dirty && canEdit && (
        <Text fontSize="sm" color="fg.muted">
          Save the draft to preview, share or schedule these changes.
        </Text>
      )}
      <Flex gap="2" wrap="wrap" ms={{ md: 'auto' }}>
        <Button asChild variant="outline">
          <a href={paths.preview.of(collection, item.id)} target="_blank" rel="noopener">
            Preview
          </a>
        </Button>
        {canShare && (
          <SharePreviewDialog collection={collection} id={item.id} version={item.version} canEdit={canEdit} />
        )}
        {canEdit && (
          <ScheduleDialog
            publishAt={item.publishAt}
            timeZone={timeZone}
            disabled={dirty}
            onSchedule={(publishAt) => actions.mutateAsync({ kind: 'schedule', publishAt })}
          />
        )}
        {canEdit && item.status === 'published' && (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={dirty}
            loading={actions.isPending}
            onClick={() => void unpublish()}
          >
            Unpublish
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
