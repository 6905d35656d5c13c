import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import type {
  ChoiceFieldDescription,
  LinesFieldDescription,
  NumberFieldDescription,
  TextFieldDescription,
} from '../../../../../../contract/page-content/section-form';
import { InputField, SelectField, TextareaField } from '../../shell/form-kit';
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
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const label = <FieldLabelText field={field} context={context} />;
  const input = form.register(name);
  const common = { label, error, readOnly };
  switch (field.kind) {
    case 'multiline':
    case 'lines':
    case 'richText':
    case 'shortRichText':
      return <TextareaField {...common} hint={hints[field.kind]} rows={field.kind === 'lines' ? 3 : 2} {...input} />;
    case 'choice':
      return (
        <SelectField
          {...common}
          options={field.options.map((option) => ({ value: option, label: option }))}
          emptyOption={field.optional ? 'None' : undefined}
          {...input}
        />
      );
    case 'number':
      return (
        <InputField
          {...common}
          hint={`From ${field.min} to ${field.max}`}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          {...input}
        />
      );
    case 'link':
      return <InputField {...common} hint={hints.link} inputMode="url" spellCheck={false} {...input} />;
    case 'text':
      return <InputField {...common} {...input} />;
  }
}
