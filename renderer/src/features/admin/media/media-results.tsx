import { Stack } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import type { MediaFilter } from '../api/media-list-query';
import { mediaPageSize, useMediaList } from '../api/media-list-query';
import { DataPager } from '../shell/data-pager';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { MediaGrid } from './media-grid';

interface MediaResultsProps {
  filter: MediaFilter;
  onPageChange: (page: number) => void;
  actionLabel: string;
  onAction: (item: MediaItem) => void;
}

function emptyText(filter: MediaFilter): string {
  const q = filter.q.trim();
  if (q !== '') return `No image matches “${q}”.`;
  if (filter.type || filter.unused) return 'No image matches these filters.';
  return 'No images yet: upload the first one above.';
}

/** A page of the library's pictures matching the filters, as a grid, with its loading, error and empty states. */
export function MediaResults({ filter, onPageChange, actionLabel, onAction }: MediaResultsProps) {
  // Typing asks once the letters settle, and the grid keeps the last answer meanwhile.
  const q = useDeferredValue(filter.q);
  const list = useMediaList({ ...filter, q });
  if (list.isPending) return <ScreenLoading label="Loading images" />;
  if (list.isError) return <ScreenError title="The images could not be loaded" message={list.error.message} />;
  const { items, total, page } = list.data;
  return (
    <Stack gap="0">
      <MediaGrid
        items={items}
        label="Images"
        actionLabel={actionLabel}
        onAction={onAction}
        emptyText={emptyText(filter)}
      />
      {total > mediaPageSize && (
        <DataPager page={page} pageSize={mediaPageSize} total={total} onPageChange={onPageChange} />
      )}
    </Stack>
  );
}
