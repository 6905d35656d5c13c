import { chakra, Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import { mergeFormValues } from './section-clean';
import type { SectionFormSpec } from './section-form-specs';
import { formDefaults, sectionResolver } from './section-form-values';
import { SectionFieldInput } from './section-field-input';
import { SectionListField } from './section-list-field';

interface SectionFieldsFormProps {
  sectionKey: string;
  spec: SectionFormSpec;
  /** The data the form started from; fields the form does not show are kept from it. */
  initial: unknown;
  readOnly: boolean;
  onChange: (data: unknown) => void;
}

/** One section's fields, validated live against the contract's schema for its type. */
export function SectionFieldsForm({ sectionKey, spec, initial, readOnly, onChange }: SectionFieldsFormProps) {
  const resolver = useMemo(() => sectionResolver(sectionKey, initial), [sectionKey, initial]);
  const defaultValues = useMemo(() => formDefaults(spec, initial), [spec, initial]);
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onChange' });
  const values = useWatch({ control: form.control });

  useEffect(() => {
    onChange(mergeFormValues(initial, values));
  }, [values, initial, onChange]);

  return (
    <chakra.fieldset disabled={readOnly} minWidth="0">
      <Stack gap="3">
        {spec.fields.map((field) => (
          <SectionFieldInput key={field.name} form={form} spec={field} name={field.name} readOnly={readOnly} />
        ))}
        {spec.lists.map((list) => (
          <SectionListField key={list.name} form={form} list={list} readOnly={readOnly} />
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
