import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../lib/theme/extended-recipes';

export interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Spans both columns of the form grid. */
  wide?: boolean | undefined;
  children: ReactNode;
}

// The space keeps "(optional)" a separate word in the field's accessible name.
const optionalMark = (
  <>
    {' '}
    <Text as="span" color="fg.subtle" fontWeight="normal">
      (optional)
    </Text>
  </>
);

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/**
 * Ark links only the hint through aria-describedby (the error goes to aria-errormessage, which several
 * screen readers ignore), so controls name both themselves with this.
 */
export function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [error ? errorId(id) : undefined, hint ? hintId(id) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, hint and inline error around one control; required fields carry the asterisk, optional ones say so. */
export function FieldShell({ id, label, error, hint, required, wide, children }: FieldShellProps) {
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId(id), helperText: hintId(id) }}
      invalid={Boolean(error)}
      required={required}
      gridColumn={wide ? '1 / -1' : undefined}
      gap="1.5"
    >
      <Field.Label fontWeight="medium" color="fg">
        {label}
        <Field.RequiredIndicator fallback={optionalMark} />
      </Field.Label>
      {children}
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
