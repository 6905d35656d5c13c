import { Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { describedBy, FieldShell } from './field-shell';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../lib/theme/extended-recipes';

type FileFieldProps = Omit<ComponentProps<'input'>, 'size' | 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** The native file input (keyboard, drag and drop and screen readers all work), with its button restyled. */
export function FileField({ label, error, hint, required, id, ...input }: FileFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} wide>
      <Input
        type="file"
        size="lg"
        bg="bg"
        py="1.5"
        ps="1.5"
        height="auto"
        cursor="pointer"
        color="fg.muted"
        css={{
          '&::file-selector-button': {
            marginInlineEnd: '3',
            paddingInline: '4',
            paddingBlock: '2',
            border: 'none',
            borderRadius: 'l2',
            background: 'navy.subtle',
            color: 'navy.fg',
            fontWeight: 'medium',
            cursor: 'pointer',
          },
        }}
        {...input}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldShell>
  );
}
