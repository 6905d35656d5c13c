import { Box, Image } from '@chakra-ui/react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';

/**
 * A picture at card size on a checkerboard (so a white logo on transparency shows). The smallest rendition
 * when there is one; the image's own text alternative, since the card names it besides.
 */
export function MediaThumbnail({ item, height = '32' }: { item: MediaItem; height?: string }) {
  const small = item.renditions.find((rendition) => rendition.format === 'webp');
  return (
    <Box
      h={height}
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="3"
      bg="bg.subtle"
      backgroundImage="repeating-conic-gradient(rgba(128,128,128,0.12) 0% 25%, transparent 0% 50%)"
      backgroundSize="16px 16px"
      borderTopRadius="md"
    >
      <Image
        src={small?.url ?? item.url}
        alt={item.alt}
        htmlWidth={item.width}
        htmlHeight={item.height}
        loading="lazy"
        maxW="full"
        maxH="full"
        w="auto"
        h="auto"
        objectFit="contain"
      />
    </Box>
  );
}
