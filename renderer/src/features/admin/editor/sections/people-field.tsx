import { Link, Stack, Text } from '@chakra-ui/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get, useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { PeopleFieldDescription } from '../../../../../../contract/page-content/section-form';
import { paths } from '../../../../lib/paths';
import { useAdminPeople } from '../../api/people-queries';
import { IdListPicker } from '../../insights/id-list-picker';
import { personIdsOf } from './people-field-value';

interface PeopleFieldProps {
  form: UseFormReturn<FieldValues>;
  field: PeopleFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

/**
 * People of the People collection, chosen rather than typed (issue 30): a person is written once, on the People
 * screen, and a team section names them in the order shown here. Stored as `{ personId }` each.
 */
export function PeopleField({ form, field, name, context, readOnly }: PeopleFieldProps) {
  const ids = personIdsOf(useWatch({ control: form.control, name }));
  const people = useAdminPeople();
  const { errors } = useFormState({ control: form.control, name });
  const problem = (get(errors, name) as { message?: string } | undefined)?.message;
  const label = [field.label, ...context].join(' · ');
  const set = (next: number[]) =>
    form.setValue(
      name,
      next.map((personId) => ({ personId })),
      { shouldDirty: true, shouldValidate: true },
    );
  return (
    <Stack gap="1">
      <IdListPicker
        label={label}
        itemNoun="person"
        options={(people.data?.items ?? []).map((person) => ({
          id: person.id,
          label: `${person.name}, ${person.role}`,
        }))}
        value={ids}
        onChange={set}
        max={field.maxItems}
        readOnly={readOnly}
        emptyText="No one chosen yet."
        hint="Shown in this order."
      />
      {problem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {problem}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        People are written once, on the{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.admin.people}>People screen</RouterLink>
        </Link>
        : their name, role, photo and biography show wherever they appear.
      </Text>
    </Stack>
  );
}
