import { chakra, Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import type { SingleFormDescription } from '../../../../../../contract/page-content/section-form';
import { describedResolver, formValues, rootListField, sectionData, sectionResolver } from './section-form-values';
import type { SectionIssue } from './section-validation';
import { SectionFormField } from './section-form-field';

interface SectionFieldsFormProps {
  sectionKey: string;
  form: SingleFormDescription;
  /** The data the form started from; properties the form does not show are kept from it. */
  initial: unknown;
  readOnly: boolean;
  onChange: (data: unknown) => void;
  /** For a form that is not a section's (a person): what is wrong with its data, instead of the section's schema. */
  validate?: (data: unknown) => readonly SectionIssue[];
}

/** One section's form, built from its catalogue description and validated live against its schema. */
export function SectionFieldsForm({
  sectionKey,
  form: description,
  initial,
  readOnly,
  onChange,
  validate,
}: SectionFieldsFormProps) {
  const resolver = useMemo(
    () => (validate ? describedResolver(description, validate) : sectionResolver(sectionKey, description)),
    [sectionKey, description, validate],
  );
  const defaultValues = useMemo(() => formValues(description, initial), [description, initial]);
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onChange' });
  const values = useWatch({ control: form.control });

  useEffect(() => {
    onChange(sectionData(description, values));
  }, [values, description, onChange]);

  return (
    <chakra.fieldset disabled={readOnly} minWidth="0">
      <Stack gap="3">
        {description.shape === 'list' ? (
          <SectionFormField
            form={form}
            field={{ ...description.list, name: rootListField }}
            name={rootListField}
            context={[]}
            readOnly={readOnly}
          />
        ) : (
          description.fields.map((field) => (
            <SectionFormField
              key={field.name}
              form={form}
              field={field}
              name={field.name}
              context={[]}
              readOnly={readOnly}
            />
          ))
        )}
      </Stack>
    </chakra.fieldset>
  );
}
