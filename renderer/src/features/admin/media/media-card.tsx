import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { dimensions, formatBytes, mimeLabel, usageText } from './media-format';
import { MediaThumbnail } from './media-thumbnail';

interface MediaCardProps {
  item: MediaItem;
  /** The card's one action, e.g. "Edit" in the library or "Choose" in the picker. */
  actionLabel: string;
  onAction: (item: MediaItem) => void;
}

/** One picture of the library: thumbnail, name, size and where it is used, with one action. */
export function MediaCard({ item, actionLabel, onAction }: MediaCardProps) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
    >
      <MediaThumbnail item={item} />
      <Stack gap="1" p="3" flex="1">
        <Text fontWeight="medium" fontSize="sm" truncate title={item.name}>
          {item.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {item.alt}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dimensions(item)} · {formatBytes(item.bytes)} · {mimeLabel(item.mimeType)}
        </Text>
        <Text fontSize="xs" color={item.usedOn.length > 0 ? 'fg' : 'fg.muted'}>
          {usageText(item.usedOn)}
        </Text>
      </Stack>
      <Box px="3" pb="3">
        <Button size="xs" variant="outline" w="full" onClick={() => onAction(item)}>
          {actionLabel}{' '}
          <Box as="span" srOnly>
            {item.name}
          </Box>
        </Button>
      </Box>
    </Box>
  );
}
