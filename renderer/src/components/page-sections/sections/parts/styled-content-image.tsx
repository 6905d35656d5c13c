import { chakra } from '@chakra-ui/react';
import { ContentImage } from './content-image';

/**
 * ContentImage with Chakra's style props, for the sections still styled by Chakra (logos, portraits, artwork):
 * Chakra turns the props into a class that ContentImage puts on its <img>. First-load code uses ContentImage
 * with a CSS module class instead.
 */
// `cover` as Chakra's Image draws a picture unless told otherwise.
export const StyledContentImage = chakra(ContentImage, { base: { objectFit: 'cover' } });
