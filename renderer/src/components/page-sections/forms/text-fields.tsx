import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { describedBy, FieldShell } from './field-shell';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../lib/theme/extended-recipes';

interface ShellProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  wide?: boolean | undefined;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> & ShellProps;

/** A labelled input whose props (react-hook-form's `register` included) go to the native element. */
export function TextField({ label, error, hint, wide, required, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} wide={wide}>
      <Input size="lg" bg="bg" {...input} aria-describedby={describedBy(fieldId, error, hint)} />
    </FieldShell>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & ShellProps;

export function TextareaField({ label, error, hint, wide = true, required, id, ...textarea }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} wide={wide}>
      <Textarea
        size="lg"
        bg="bg"
        minHeight="40"
        resize="vertical"
        {...textarea}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'size'> &
  ShellProps & { options: readonly string[]; placeholder: string };

/** A native select: the platform's own picker is the most usable one on phones and with assistive tech. */
export function SelectField({
  label,
  error,
  hint,
  wide,
  required,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} wide={wide}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field bg="bg" {...select} aria-describedby={describedBy(fieldId, error, hint)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
