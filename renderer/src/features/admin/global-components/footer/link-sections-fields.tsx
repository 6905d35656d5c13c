import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FooterContent } from '../../../../../../contract/global-components/footer-content';
import { InputField } from '../../shell/form-kit';
import { ItemCard } from '../item-card';
import { ItemToolbar } from '../item-toolbar';
import { siteAddressListId } from '../site-address-list';

function SectionLinks({ section }: { section: number }) {
  const { control, register, getFieldState, formState } = useFormContext<FooterContent>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `quickLinkSections.${section}.links` });
  const error = (index: number, key: 'text' | 'link') =>
    getFieldState(`quickLinkSections.${section}.links.${index}.${key}`, formState).error?.message;
  return (
    <Stack gap="2">
      {fields.map((field, index) => (
        <ItemCard
          key={field.id}
          nested
          legend={`Link ${index + 1}`}
          toolbar={
            <ItemToolbar
              itemName={`link ${index + 1}`}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={remove}
            />
          }
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <InputField
              label="Text"
              error={error(index, 'text')}
              {...register(`quickLinkSections.${section}.links.${index}.text`)}
            />
            <InputField
              label="Link"
              list={siteAddressListId}
              error={error(index, 'link')}
              {...register(`quickLinkSections.${section}.links.${index}.link`)}
            />
          </SimpleGrid>
        </ItemCard>
      ))}
      <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => append({ text: '', link: '/' })}>
        Add link to section {section + 1}
      </Button>
    </Stack>
  );
}

function SectionCard({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (a: number, b: number) => void;
  onRemove: (i: number) => void;
}) {
  const { control, register, getFieldState, formState } = useFormContext<FooterContent>();
  const title = useWatch({ control, name: `quickLinkSections.${index}.title` });
  return (
    <ItemCard
      legend={`Link section ${index + 1}: ${title || 'untitled'}`}
      toolbar={
        <ItemToolbar
          itemName={`section ${index + 1}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      }
    >
      <InputField
        label="Section title"
        error={getFieldState(`quickLinkSections.${index}.title`, formState).error?.message}
        {...register(`quickLinkSections.${index}.title`)}
      />
      <SectionLinks section={index} />
    </ItemCard>
  );
}

export function LinkSectionsFields() {
  const { control } = useFormContext<FooterContent>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'quickLinkSections' });
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Quick link sections</Text>
      {fields.map((field, index) => (
        <SectionCard key={field.id} index={index} count={fields.length} onMove={move} onRemove={remove} />
      ))}
      <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => append({ title: '', links: [] })}>
        Add link section
      </Button>
    </Stack>
  );
}
