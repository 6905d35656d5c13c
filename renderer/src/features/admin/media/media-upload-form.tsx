import { Button, chakra, Flex, Input, Stack } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { mediaLimits } from '../../../../../contract/media/media-rules';
import { ApiError } from '../../../lib/api/api-error';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useUploadMedia } from '../api/media-mutations';
import { FormField, InputField } from '../shell/form-kit';
import { acceptedImageTypes, fileProblem } from './media-file-check';

interface Problems {
  file?: string | undefined;
  alt?: string | undefined;
}

/** Picks an image and its text alternative and uploads them; both are required, as the server says. */
export function MediaUploadForm({
  onUploaded,
  label = 'Upload an image',
}: {
  onUploaded?: (item: MediaItem) => void;
  label?: string;
}) {
  const upload = useUploadMedia();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Opened from a page editor, this form sits in a portal whose React parent is the editor's form: its submit
    // must not bubble there and save the page.
    event.stopPropagation();
    const found: Problems = {
      file: fileProblem(file) ?? undefined,
      alt: alt.trim() === '' ? 'Describe the image for people who cannot see it' : undefined,
    };
    setProblems(found);
    if (!file || found.file || found.alt) return;
    try {
      const item = await upload.mutateAsync({ file, alt: alt.trim() });
      toastSuccess('Image uploaded', `${item.name} is in the library.`);
      setFile(undefined);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded?.(item);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems({ file: error.fields.file, alt: error.fields.alt });
      else toastError('Image not uploaded', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <chakra.form aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg.panel">
        <chakra.h2 id={headingId} fontWeight="semibold" fontSize="md">
          {label}
        </chakra.h2>
        <Flex gap="3" wrap="wrap" align="flex-start">
          <FormField
            label="Image file"
            required
            error={problems.file}
            hint={`PNG, JPEG, WebP, AVIF or SVG, at most ${mediaLimits.maxBytes / 1024 / 1024} MB`}
            layout={{ flex: '1 1 16rem', minWidth: '0' }}
          >
            <Input
              ref={fileInput}
              type="file"
              accept={acceptedImageTypes}
              size="sm"
              h="auto"
              py="1.5"
              onChange={(event) => setFile(event.currentTarget.files?.[0])}
            />
          </FormField>
          <InputField
            label="Text alternative"
            required
            error={problems.alt}
            hint="What the image shows, for people who cannot see it"
            maxLength={mediaLimits.maxAltLength}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            layout={{ flex: '2 1 20rem', minWidth: '0' }}
          />
        </Flex>
        <Button type="submit" size="sm" colorPalette="navy" alignSelf="flex-start" loading={upload.isPending}>
          Upload
        </Button>
      </Stack>
    </chakra.form>
  );
}
