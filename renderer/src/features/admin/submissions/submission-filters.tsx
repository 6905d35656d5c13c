import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
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
        <Field.Root width="auto" minWidth="36" invalid={Boolean(errors.status)}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('status')}>
              <option value="">All</option>
              <option value="new">New</option>
              <option value="read">Read</option>
              <option value="archived">Archived</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.status && <Field.ErrorText>{errors.status.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root width="auto" invalid={Boolean(errors.from)}>
          <Field.Label>Received from</Field.Label>
          <Input size="sm" type="date" {...register('from')} />
          {errors.from && <Field.ErrorText>{errors.from.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root width="auto" invalid={Boolean(errors.to)}>
          <Field.Label>Received to</Field.Label>
          <Input size="sm" type="date" {...register('to')} />
          {errors.to && <Field.ErrorText>{errors.to.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root width="auto" flex="1" minWidth="48" invalid={Boolean(errors.q)}>
          <Field.Label>Search</Field.Label>
          <Input size="sm" type="search" placeholder="Name, email or any text" {...register('q')} />
          {errors.q && <Field.ErrorText>{errors.q.message}</Field.ErrorText>}
        </Field.Root>
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
