import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FooterContent } from '../../../../../../contract/global-components/footer-content';
import { socialPlatforms } from '../../../../../../contract/global-components/footer-content';
import { InputField, SelectField } from '../../shell/form-kit';
import { ItemCard } from '../item-card';
import { ItemToolbar } from '../item-toolbar';

export function SocialLinksFields() {
  const { control, register, getFieldState, formState } = useFormContext<FooterContent>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'socialLinks' });
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Social links</Text>
      {fields.map((field, index) => {
        const platformError = getFieldState(`socialLinks.${index}.platform`, formState).error?.message;
        return (
          <ItemCard
            key={field.id}
            legend={`Social link ${index + 1}`}
            toolbar={
              <ItemToolbar
                itemName={`social link ${index + 1}`}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={remove}
              />
            }
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <SelectField
                label="Platform"
                error={platformError}
                options={socialPlatforms.map((platform) => ({ value: platform, label: platform }))}
                {...register(`socialLinks.${index}.platform`)}
              />
              <InputField
                label="Address"
                error={getFieldState(`socialLinks.${index}.link`, formState).error?.message}
                {...register(`socialLinks.${index}.link`)}
              />
            </SimpleGrid>
          </ItemCard>
        );
      })}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        onClick={() => append({ platform: 'linkedin', link: 'https://' })}
      >
        Add social link
      </Button>
    </Stack>
  );
}
