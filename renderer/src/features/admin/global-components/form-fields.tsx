import { Field, Input, Switch, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useCanEdit } from '../shell/use-can-edit';

interface LabelledProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input; `register(...)` props go to the native element. */
export function InputField({ label, error, hint, ...input }: LabelledProps & Omit<ComponentProps<'input'>, 'size'>) {
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextareaField({ label, error, hint, ...textarea }: LabelledProps & ComponentProps<'textarea'>) {
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label>{label}</Field.Label>
      <Textarea size="sm" resize="vertical" {...textarea} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface SwitchFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
}

/** A boolean form value as a switch; read-only roles see it but cannot flip it. */
export function SwitchField<V extends FieldValues>({ control, name, label }: SwitchFieldProps<V>) {
  const canEdit = useCanEdit();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          size="sm"
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked)}
          disabled={!canEdit}
          name={field.name}
        >
          <Switch.HiddenInput onBlur={field.onBlur} ref={field.ref} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}
