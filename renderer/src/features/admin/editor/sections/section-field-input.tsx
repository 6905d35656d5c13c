import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import type {
  ChoiceFieldDescription,
  LinesFieldDescription,
  NumberFieldDescription,
  TextFieldDescription,
} from '../../../../../../contract/page-content/section-form';
import { FieldLabelText } from './field-label';

type InputDescription = TextFieldDescription | ChoiceFieldDescription | NumberFieldDescription | LinesFieldDescription;

interface SectionFieldInputProps {
  form: UseFormReturn<FieldValues>;
  field: InputDescription;
  /** The full form path, e.g. `items.2.title`. */
  name: string;
  /** Where the field sits, innermost first, so that repeated fields have unique labels: "Title (card 2)". */
  context: readonly string[];
  readOnly: boolean;
}

const hints: Partial<Record<InputDescription['kind'], string>> = {
  link: 'A site path (/contact), a web address (https://…), mailto: with one address, or tel:',
  lines: 'One per line',
};

/** A labelled input for one field: a line, running text, a link, a choice, a number or a list of lines. */
export function SectionFieldInput({ form, field, name, context, readOnly }: SectionFieldInputProps) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const input = form.register(name);
  const hint = field.kind === 'number' ? `From ${field.min} to ${field.max}` : hints[field.kind];
  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly} gap="1">
      <Field.Label>
        <FieldLabelText field={field} context={context} />
      </Field.Label>
      {field.kind === 'multiline' || field.kind === 'lines' ? (
        <Textarea size="sm" autoresize rows={field.kind === 'lines' ? 3 : 2} {...input} />
      ) : field.kind === 'choice' ? (
        <NativeSelect.Root size="sm" disabled={readOnly}>
          <NativeSelect.Field {...input}>
            {field.optional && <option value="">None</option>}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          size="sm"
          {...(field.kind === 'number'
            ? { type: 'number', inputMode: 'numeric' as const, min: field.min, max: field.max }
            : field.kind === 'link'
              ? { inputMode: 'url' as const, spellCheck: false }
              : {})}
          {...input}
        />
      )}
      {hint && !error?.message && <Field.HelperText>{hint}</Field.HelperText>}
      {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
