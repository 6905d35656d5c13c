import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldDescription } from '../../../../../../contract/page-content/section-form';
import { ImageField } from './image-field';
import { PeopleField } from './people-field';
import { RichTextField } from './rich-text-field';
import { SectionFieldInput } from './section-field-input';
import { SectionGroupField } from './section-group-field';
import { SectionListField } from './section-list-field';

interface SectionFormFieldProps {
  form: UseFormReturn<FieldValues>;
  field: FieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

/** The editor for one described field, whatever its kind. */
export function SectionFormField(props: SectionFormFieldProps) {
  const { field } = props;
  if (field.kind === 'list') return <SectionListField {...props} field={field} />;
  if (field.kind === 'group') return <SectionGroupField {...props} field={field} />;
  if (field.kind === 'image') return <ImageField {...props} field={field} />;
  if (field.kind === 'people') return <PeopleField {...props} field={field} />;
  if (field.kind === 'richText' || field.kind === 'shortRichText') return <RichTextField {...props} field={field} />;
  return <SectionFieldInput {...props} field={field} />;
}
