import { Flex } from '@chakra-ui/react';
import type { Image } from '../../../../../../contract/page-content/fields';
import { StyledContentImage } from './styled-content-image';
import { Wordmark } from './wordmark';

/**
 * A partner's or client's logo in a logo wall: their picture when staff gave one, drawn in one muted tone (white on
 * the dark theme, where a dark logo would vanish) and in its own colours on hover; otherwise a typeset wordmark.
 */
export function LogoTile({ name, image, variant }: { name: string; image?: Image | undefined; variant: number }) {
  if (!image) return <Wordmark name={name} variant={variant} />;
  return (
    <Flex align="center" justify="center" minH="16" px="2">
      <StyledContentImage
        image={{ ...image, alt: image.alt || name }}
        sizes="12rem"
        maxH="10"
        maxW="full"
        w="auto"
        h="auto"
        objectFit="contain"
        filter={{ base: 'grayscale(1)', _dark: 'brightness(0) invert(1)' }}
        opacity="0.75"
        transition="filter 0.2s, opacity 0.2s"
        _groupHover={{ filter: 'none', opacity: 1 }}
      />
    </Flex>
  );
}
