import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '../shell/form-kit';
import { useSlugFollowsTitle } from '../shell/use-slug-follows-title';
import type { PageMetaValues } from './page-meta-form';

interface PageMetaFieldsProps {
  form: UseFormReturn<PageMetaValues>;
  /** Shown before the slug so staff see the address it makes, e.g. `/company/`. */
  addressPrefix: string;
  /** Only a new page chooses its status here; a saved one has Save draft, Publish and Unpublish (issue 14 §2). */
  showStatus?: boolean;
  labels?: MetaLabels | undefined;
}

export interface MetaLabels {
  title: string;
  description: string;
  descriptionHint: string;
}

const pageLabels: MetaLabels = {
  title: 'Page title',
  description: 'Description',
  descriptionHint: 'Used for search engines and link previews.',
};

const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

export function PageMetaFields({ form, addressPrefix, showStatus = true, labels = pageLabels }: PageMetaFieldsProps) {
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const title = useWatch({ control: form.control, name: 'title' });
  // A new page (no slug yet) takes its slug from the title until the editor types one.
  const [isNew] = useState(() => !form.formState.defaultValues?.slug);
  useSlugFollowsTitle({
    title,
    slug,
    enabled: isNew,
    setSlug: (next) => form.setValue('slug', next, { shouldDirty: true, shouldValidate: next !== '' }),
  });
  return (
    <Stack gap="4">
      <InputField label={labels.title} required error={errors.title?.message} {...form.register('title')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField
          label="Slug"
          required
          error={errors.slug?.message}
          hint={`Address: ${addressPrefix}${slug || '…'}`}
          autoComplete="off"
          spellCheck={false}
          {...form.register('slug')}
        />
        {showStatus && (
          <SelectField label="Status" options={statuses} error={errors.status?.message} {...form.register('status')} />
        )}
      </SimpleGrid>
      <TextareaField
        label={labels.description}
        rows={2}
        error={errors.description?.message}
        hint={labels.descriptionHint}
        {...form.register('description')}
      />
    </Stack>
  );
}
