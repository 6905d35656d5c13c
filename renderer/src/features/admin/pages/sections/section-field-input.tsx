import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import type { FieldSpec } from './section-form-specs';

interface SectionFieldInputProps {
  form: UseFormReturn<FieldValues>;
  spec: FieldSpec;
  /** The full form path, e.g. `items.2.title`. */
  name: string;
  /** Makes labels unique when several list items repeat the same fields. */
  labelSuffix?: string;
  readOnly: boolean;
}

export function SectionFieldInput({ form, spec, name, labelSuffix, readOnly }: SectionFieldInputProps) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const label = labelSuffix ? `${spec.label} ${labelSuffix}` : spec.label;
  const field = form.register(name);
  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      {spec.kind === 'textarea' ? (
        <Textarea autoresize rows={3} {...field} />
      ) : spec.kind === 'select' ? (
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field {...field}>
            <option value="">None</option>
            {spec.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input {...field} />
      )}
      {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
