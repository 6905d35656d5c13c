import { Box, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { parseMediaUrl } from '../../../../../contract/media/media-urls';
import { useMediaItem } from '../api/media-item-query';
import { ImagePicker } from '../media/image-picker';
import { useCanEdit } from '../shell/use-can-edit';

interface LogoFields {
  logoLight: string;
  logoDark: string;
}

/**
 * A logo: the library picture (or, in older content, the site file) it shows, and the library's picker to change
 * it. The address is the picker's business; there is no path to type.
 */
export function LogoField({ name, label }: { name: keyof LogoFields; label: string }) {
  const canEdit = useCanEdit();
  const labelId = useId();
  const { control, setValue, getFieldState, formState } = useFormContext<LogoFields>();
  const src = useWatch({ control, name });
  const item = useMediaItem(parseMediaUrl(src)?.id).data;
  const error = getFieldState(name, formState).error?.message;
  const where = (
    <>
      {' '}
      <VisuallyHidden>for {label.toLowerCase()}</VisuallyHidden>
    </>
  );
  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Flex gap="3" align="center">
        <Box
          w="20"
          h="12"
          flexShrink={0}
          p="1.5"
          borderWidth="1px"
          borderColor="border"
          borderRadius="sm"
          // A white logo on the dark theme, a dark one on the light: drawn on the colour it is meant for.
          bg={name === 'logoDark' ? 'bg.hero' : 'white'}
        >
          {src && <Image src={src} alt={item?.alt ?? label} w="full" h="full" objectFit="contain" />}
        </Box>
        <Stack gap="1" minW="0">
          <Text fontSize="xs" color="fg.muted" truncate>
            {src ? (item?.name ?? src.replace(/^.*\//, '')) : 'No logo chosen'}
          </Text>
          {canEdit && (
            <ImagePicker
              triggerLabel={<>Change logo{where}</>}
              onPick={(picked) => setValue(name, picked.url, { shouldDirty: true, shouldValidate: true })}
            />
          )}
        </Stack>
      </Flex>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
