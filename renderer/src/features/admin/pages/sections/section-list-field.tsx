import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get, useFieldArray } from 'react-hook-form';
import { blankListItem } from './section-form-values';
import type { ListSpec } from './section-form-specs';
import { SectionFieldInput } from './section-field-input';

interface SectionListFieldProps {
  form: UseFormReturn<FieldValues>;
  list: ListSpec;
  readOnly: boolean;
}

/** An editable list of items (cards, questions): add, remove, and each item's fields. */
export function SectionListField({ form, list, readOnly }: SectionListFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: list.name });
  const error = get(form.formState.errors, list.name) as { message?: string } | undefined;
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Text as="legend" px="1" fontWeight="semibold" fontSize="sm">
        {list.label}
      </Text>
      <Stack gap="3">
        {fields.map((item, index) => (
          <Stack key={item.id} gap="2" borderBottomWidth="1px" borderColor="border.muted" pb="3">
            {list.fields.map((field) => (
              <SectionFieldInput
                key={field.name}
                form={form}
                spec={field}
                name={`${list.name}.${index}.${field.name}`}
                labelSuffix={`(${list.itemLabel.toLowerCase()} ${index + 1})`}
                readOnly={readOnly}
              />
            ))}
            {!readOnly && (
              <Flex gap="2" wrap="wrap">
                <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move {list.itemLabel.toLowerCase()} {index + 1} up
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move {list.itemLabel.toLowerCase()} {index + 1} down
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(index)}>
                  Remove {list.itemLabel.toLowerCase()} {index + 1}
                </Button>
              </Flex>
            )}
          </Stack>
        ))}
        {error?.message && (
          <Text color="fg.error" fontSize="sm">
            {error.message}
          </Text>
        )}
        {!readOnly && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => append(blankListItem(list.fields))}>
            Add {list.itemLabel.toLowerCase()}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
