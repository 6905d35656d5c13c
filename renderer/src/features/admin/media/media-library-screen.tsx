import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { noMediaFilter } from '../api/media-list-query';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaFilters } from './media-filters';
import { MediaResults } from './media-results';
import { MediaUploadForm } from './media-upload-form';

/** The pictures the site shows: upload, find, see where each is used, set its focal point, replace or delete. */
export function MediaLibraryScreen() {
  const canEdit = useCanEdit();
  const [filter, setFilter] = useState(noMediaFilter);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  return (
    <Stack gap="5">
      <AdminPageHeader
        title="Media library"
        description="The pictures and logos the site shows. Replace one here and every page that shows it follows."
      />
      {canEdit ? <MediaUploadForm /> : <ReadOnlyNotice />}
      <MediaFilters filter={filter} onChange={setFilter} />
      <MediaResults
        filter={filter}
        onPageChange={(page) => setFilter({ ...filter, page })}
        actionLabel={canEdit ? 'Edit' : 'Details'}
        onAction={setSelected}
      />
      <MediaDetailsDialog item={selected} canEdit={canEdit} onClose={() => setSelected(null)} />
    </Stack>
  );
}
