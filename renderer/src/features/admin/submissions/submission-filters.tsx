import { Button, Flex } from '@chakra-ui/react';
import { InputField, SelectField } from '../shell/form-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { SubmissionFilter } from '../../../../../contract/admin/admin-submissions';
import { SubmissionFilterSchema } from '../../../../../contract/admin/admin-submissions';

interface FilterValues {
  status: string;
  from: string;
  to: string;
  q: string;
}

// The schema reads query-string text (blank means "no filter"), which is exactly what these inputs hold.
const resolver = zodResolver(SubmissionFilterSchema) as unknown as Resolver<FilterValues, unknown, SubmissionFilter>;

interface SubmissionFiltersProps {
  filter: SubmissionFilter;
  onApply: (filter: SubmissionFilter) => void;
}

const statuses = [
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
];

export function SubmissionFilters({ filter, onApply }: SubmissionFiltersProps) {
  const values: FilterValues = {
    status: filter.status ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
    q: filter.q ?? '',
  };
  // `values` keeps the inputs in step with the URL (back/forward, a cleared filter).
  const form = useForm<FilterValues, unknown, SubmissionFilter>({ resolver, values });
  const { register } = form;
  const errors = form.formState.errors;
  const clear = () => onApply({});

  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate aria-label="Filters">
      <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
        <SelectField
          label="Status"
          layout={{ width: 'auto', minWidth: '36' }}
          options={statuses}
          emptyOption="All"
          error={errors.status?.message}
          {...register('status')}
        />
        <InputField
          label="Received from"
          layout={{ width: 'auto' }}
          type="date"
          error={errors.from?.message}
          {...register('from')}
        />
        <InputField
          label="Received to"
          layout={{ width: 'auto' }}
          type="date"
          error={errors.to?.message}
          {...register('to')}
        />
        <InputField
          label="Search"
          layout={{ width: 'auto', flex: '1', minWidth: '48' }}
          type="search"
          placeholder="Name, email or any text"
          error={errors.q?.message}
          {...register('q')}
        />
        <Button type="submit" size="sm" colorPalette="navy">
          Apply filters
        </Button>
        <Button size="sm" variant="outline" onClick={clear}>
          Clear
        </Button>
      </Flex>
    </form>
  );
}
