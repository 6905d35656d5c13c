import { Button, chakra, Flex, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { GroupFieldDescription } from '../../../../../../contract/page-content/section-form';
import { FieldLabelText } from './field-label';
import { blankItem } from './section-form-values';
import { SectionFormField } from './section-form-field';

interface SectionGroupFieldProps {
  form: UseFormReturn<FieldValues>;
  field: GroupFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

const hasValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.length > 0
      : typeof value === 'object' && value !== null && Object.values(value).some(hasValue);

/**
 * Fields saved together as one object (a button, a quote), framed under their common name. An optional group left
 * empty shows as an "Add" button, so a list of slides is not a wall of blank button fields. (An image is not a
 * group of inputs: see image-field.tsx.)
 */
export function SectionGroupField({ form, field, name, context, readOnly }: SectionGroupFieldProps) {
  const parts = field.fields;
  const value = useWatch({ control: form.control, name }) as unknown;
  const [opened, setOpened] = useState(false);
  // Read out, not shown: on screen the item's header already says where the control is.
  const hiddenWhere = context.length > 0 && (
    <>
      {' '}
      <VisuallyHidden>({context.join(', ')})</VisuallyHidden>
    </>
  );
  const noun = field.label.toLowerCase();

  if (field.optional && !opened && !hasValue(value)) {
    if (readOnly) return null;
    return (
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setOpened(true)}>
        Add {noun}
        {hiddenWhere}
      </Button>
    );
  }

  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="md" px="3" pb="3" pt="1" minWidth="0">
      <chakra.legend px="1" fontWeight="medium" fontSize="sm">
        <FieldLabelText field={field} context={context} />
      </chakra.legend>
      <Stack gap="3">
        {parts.map((part) => (
          <SectionFormField
            key={part.name}
            form={form}
            field={part}
            name={`${name}.${part.name}`}
            context={[noun, ...context]}
            readOnly={readOnly}
          />
        ))}
      </Stack>
      {field.optional && !readOnly && (
        <Flex mt="3">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => {
              form.setValue(name, blankItem(parts), { shouldDirty: true, shouldValidate: true });
              setOpened(false);
            }}
          >
            Remove {noun}
            {hiddenWhere}
          </Button>
        </Flex>
      )}
    </chakra.fieldset>
  );
}
