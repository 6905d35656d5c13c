import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { PageMetaValues } from './page-meta-form';

interface PageMetaFieldsProps {
  form: UseFormReturn<PageMetaValues>;
  /** Shown before the slug so staff see the address it makes, e.g. `/company/`. */
  addressPrefix: string;
}

export function PageMetaFields({ form, addressPrefix }: PageMetaFieldsProps) {
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(errors.title)} required>
        <Field.Label>
          Page title <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('title')} />
        {errors.title && <Field.ErrorText>{errors.title.message}</Field.ErrorText>}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.slug)} required>
          <Field.Label>
            Slug <Field.RequiredIndicator />
          </Field.Label>
          <Input {...form.register('slug')} autoComplete="off" spellCheck={false} />
          {errors.slug ? (
            <Field.ErrorText>{errors.slug.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Address: {addressPrefix}
              {slug || '…'}
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.status)}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.status && <Field.ErrorText>{errors.status.message}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea rows={2} autoresize {...form.register('description')} />
        {errors.description ? (
          <Field.ErrorText>{errors.description.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>Used for search engines and link previews.</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
