import { useDeferredValue } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { useMediaList } from '../api/media-list-query';
import { ScreenError, ScreenLoading } from '../shell/screen-states';
import { MediaGrid } from './media-grid';

interface MediaResultsProps {
  search: string;
  actionLabel: string;
  onAction: (item: MediaItem) => void;
}

/** The library's pictures matching a search, as a grid, with its loading, error and empty states. */
export function MediaResults({ search, actionLabel, onAction }: MediaResultsProps) {
  const q = useDeferredValue(search);
  const list = useMediaList(q);
  if (list.isPending) return <ScreenLoading label="Loading images" />;
  if (list.isError) return <ScreenError title="The images could not be loaded" message={list.error.message} />;
  return (
    <MediaGrid
      items={list.data.items}
      label="Images"
      actionLabel={actionLabel}
      onAction={onAction}
      emptyText={q.trim() === '' ? 'No images yet: upload the first one above.' : `No image matches “${q.trim()}”.`}
    />
  );
}
