import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import type { FieldRootProps } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useCanEdit } from './use-can-edit';

/*
 * The admin's one set of form fields: every editor (page meta, sections, header, footer, call to action, filters)
 * draws its labels, hints and errors the same way. Inputs take react-hook-form's `register(...)` props as they are.
 */

interface FrameProps {
  label: ReactNode;
  /** The problem with the value, shown instead of the hint. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** How the field sits in a row of fields (filters). */
  layout?: Pick<FieldRootProps, 'width' | 'minWidth' | 'flex'>;
}

/** A label, the control, and a hint or the error: for controls the kit does not draw itself (a toolbar editor). */
export function FormField({
  label,
  error,
  hint,
  required,
  readOnly,
  layout,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} gap="1" {...layout}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

type InputProps = FrameProps & Omit<ComponentProps<'input'>, 'size' | 'required'>;

export function InputField({ label, error, hint, required, readOnly, layout, ...input }: InputProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} readOnly={readOnly} layout={layout}>
      <Input size="sm" {...input} />
    </FormField>
  );
}

type TextareaProps = FrameProps & Omit<ComponentProps<'textarea'>, 'required'> & { autoresize?: boolean };

export function TextareaField({
  label,
  error,
  hint,
  required,
  readOnly,
  autoresize = true,
  ...textarea
}: TextareaProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} readOnly={readOnly}>
      <Textarea size="sm" autoresize={autoresize} resize={autoresize ? undefined : 'vertical'} {...textarea} />
    </FormField>
  );
}

type SelectProps = FrameProps &
  Omit<ComponentProps<'select'>, 'required'> & {
    options: readonly { value: string; label: string }[];
    /** An empty first choice, e.g. "None" for an optional value. */
    emptyOption?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  required,
  readOnly,
  layout,
  options,
  emptyOption,
  ...select
}: SelectProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} readOnly={readOnly} layout={layout}>
      <NativeSelect.Root size="sm" disabled={readOnly || select.disabled}>
        <NativeSelect.Field {...select}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
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
