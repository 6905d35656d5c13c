import { Box, Flex, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { MediaItem } from '../../../../../../contract/admin/admin-media';
import { ImagePicker } from '../../media/image-picker';

interface ImageFieldPickerProps {
  form: UseFormReturn<FieldValues>;
  /** The image object's form path: its `src`, `alt`, `width` and `height` live under it. */
  name: string;
  noun: string;
  /** Read out after the button's text: which slide or card the image belongs to. */
  where: ReactNode;
  readOnly: boolean;
}

/**
 * The picture an image field holds, and the media library picker that fills it: address and size from the
 * library, and the library's text alternative unless the section already has one of its own.
 */
export function ImageFieldPicker({ form, name, noun, where, readOnly }: ImageFieldPickerProps) {
  const src = useWatch({ control: form.control, name: `${name}.src` }) as unknown;
  const alt = useWatch({ control: form.control, name: `${name}.alt` }) as unknown;
  const pick = (item: MediaItem) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue(`${name}.src`, item.url, options);
    // Inputs hold text (section-form-values.ts turns it back into numbers).
    form.setValue(`${name}.width`, String(item.width), options);
    form.setValue(`${name}.height`, String(item.height), options);
    if (typeof alt !== 'string' || alt.trim() === '') form.setValue(`${name}.alt`, item.alt, options);
  };
  const shown = typeof src === 'string' && src.startsWith('/') ? src : null;
  return (
    <Flex gap="3" align="center" mb="3" wrap="wrap">
      <Box
        w="20"
        h="14"
        borderWidth="1px"
        borderColor="border"
        borderRadius="sm"
        overflow="hidden"
        bg="bg.subtle"
        flexShrink={0}
      >
        {shown ? (
          <Image src={shown} alt="" w="full" h="full" objectFit="contain" />
        ) : (
          <Text fontSize="xs" color="fg.muted" textAlign="center" lineHeight="3.5rem">
            No image
          </Text>
        )}
      </Box>
      {!readOnly && (
        <ImagePicker
          triggerLabel={
            <>
              {shown ? `Change ${noun}` : `Choose ${noun} from library`}
              {where}
            </>
          }
          onPick={pick}
        />
      )}
    </Flex>
  );
}
