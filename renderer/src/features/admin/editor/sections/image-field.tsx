import { Box, Button, chakra, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get, useFormState, useWatch } from 'react-hook-form';
import type { ImageFieldDescription } from '../../../../../../contract/page-content/section-form';
import { parseMediaUrl } from '../../../../../../contract/media/media-urls';
import { useMediaItem } from '../../api/media-item-query';
import { ImagePicker } from '../../media/image-picker';
import { FieldLabelText } from './field-label';
import { ImageAltChoice } from './image-alt-choice';
import type { ImageValue } from './library-image-value';
import { imageText, matchesLibrary, withLibraryItem } from './library-image-value';

interface ImageFieldProps {
  form: UseFormReturn<FieldValues>;
  field: ImageFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

const emptyImage: ImageValue = { src: '', alt: '', width: '', height: '' };
const isRecord = (value: unknown): value is ImageValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An image field is the media library's picker: the chosen picture with its name and size, its alt text from the
 * library (or this use's own, or none when marked decorative), and Change and Remove. Address, size and focal
 * point are the library's, copied in, and follow it when it changes; there is nothing to type about the file.
 */
export function ImageField({ form, field, name, context, readOnly }: ImageFieldProps) {
  const watched = useWatch({ control: form.control, name }) as unknown;
  const value = isRecord(watched) ? watched : emptyImage;
  const src = imageText(value.src);
  const libraryId = parseMediaUrl(src)?.id;
  const item = useMediaItem(libraryId).data;
  const { errors } = useFormState({ control: form.control, name });
  const problem = (part: string): string | undefined =>
    (get(errors, `${name}.${part}`) as { message?: string } | undefined)?.message;
  const noun = field.label.toLowerCase();
  // Read out, not shown: on screen the item's header already says where the control is.
  const readOut = (parts: readonly string[]) =>
    parts.length > 0 && (
      <>
        {' '}
        <VisuallyHidden>({parts.join(', ')})</VisuallyHidden>
      </>
    );
  // Buttons name the image themselves ("Change photo"); the alt text controls name it with where it sits.
  const where = readOut(context);
  const whereImage = readOut(context.length > 0 ? [noun, ...context] : []);
  const set = (next: ImageValue) => form.setValue(name, next, { shouldDirty: true, shouldValidate: true });

  // The library changed under the form (a new file, alt text or focal point): the copies follow, so a save does
  // not put the old ones back.
  useEffect(() => {
    if (item && !readOnly && item.id === libraryId && !matchesLibrary(value, item)) {
      form.setValue(name, withLibraryItem(value, item, true), { shouldDirty: true, shouldValidate: true });
    }
  }, [form, name, item, libraryId, value, readOnly]);

  const pick = (picked: Parameters<typeof withLibraryItem>[1]) =>
    set(withLibraryItem(value, picked, picked.id === libraryId));
  const fileProblem = problem('src') ?? problem('width') ?? problem('height');

  if (src === '' && field.optional) {
    if (readOnly) return null;
    return (
      <ImagePicker
        triggerLabel={
          <>
            Add {noun}
            {where}
          </>
        }
        onPick={pick}
      />
    );
  }
  const thumbnail = item?.renditions.find((rendition) => rendition.format === 'webp')?.url ?? src;
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="md" px="3" pb="3" pt="1" minWidth="0">
      <chakra.legend px="1" fontWeight="medium" fontSize="sm">
        <FieldLabelText field={field} context={context} />
      </chakra.legend>
      <Stack gap="3">
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box w="24" h="16" flexShrink={0} borderWidth="1px" borderColor="border" borderRadius="sm" bg="bg.subtle">
            {src !== '' && <Image src={thumbnail} alt="" w="full" h="full" objectFit="contain" />}
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {src === '' ? 'No image chosen' : (item?.name ?? src.replace(/^.*\//, ''))}
            </Text>
            {src !== '' && (
              <Text fontSize="xs" color="fg.muted">
                {imageText(value.width)} × {imageText(value.height)} px
                {libraryId === undefined && ' · a file of the site, not in the library'}
              </Text>
            )}
            {!readOnly && (
              <Flex gap="2" wrap="wrap">
                <ImagePicker
                  triggerLabel={
                    <>
                      {src === '' ? `Choose ${noun}` : `Change ${noun}`}
                      {where}
                    </>
                  }
                  onPick={pick}
                />
                {field.optional && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => set(emptyImage)}>
                    Remove {noun}
                    {where}
                  </Button>
                )}
              </Flex>
            )}
          </Stack>
        </Flex>
        {fileProblem && (
          <Text fontSize="sm" color="fg.error">
            {src === '' ? `Choose ${noun} from the library` : fileProblem}
          </Text>
        )}
        {src !== '' && (
          <ImageAltChoice
            form={form}
            name={name}
            value={value}
            libraryAlt={libraryId === undefined ? undefined : item?.alt}
            isLibrary={libraryId !== undefined}
            where={whereImage}
            error={problem('alt')}
            readOnly={readOnly}
          />
        )}
      </Stack>
    </chakra.fieldset>
  );
}
