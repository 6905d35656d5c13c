import { Field, Input } from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';
import { forwardRef } from 'react';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  error?: string;
  helper?: string;
};

/** A labelled input with its inline error, wired for react-hook-form's `register`. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helper, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={input.required}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} size="lg" {...input} required={false} aria-required={input.required} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
