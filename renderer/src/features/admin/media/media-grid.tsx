import { SimpleGrid, Text } from '@chakra-ui/react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { MediaCard } from './media-card';

interface MediaGridProps {
  items: readonly MediaItem[];
  label: string;
  actionLabel: string;
  onAction: (item: MediaItem) => void;
  emptyText: string;
}

export function MediaGrid({ items, label, actionLabel, onAction, emptyText }: MediaGridProps) {
  if (items.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" m="0" p="0" gap="4" minChildWidth="12rem">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} actionLabel={actionLabel} onAction={onAction} />
      ))}
    </SimpleGrid>
  );
}
