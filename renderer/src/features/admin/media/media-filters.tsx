import { Checkbox, Flex } from '@chakra-ui/react';
import { MediaTypeSchema } from '../../../../../contract/admin/admin-media';
import type { MediaFilter } from '../api/media-list-query';
import { InputField, SelectField } from '../shell/form-kit';

const typeLabels = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF', svg: 'SVG' } as const;
const typeOptions = MediaTypeSchema.options.map((value) => ({ value, label: typeLabels[value] }));

interface MediaFiltersProps {
  filter: MediaFilter;
  onChange: (filter: MediaFilter) => void;
}

/** Search by name or alt text, one format, only what no page shows; a new filter starts from the first page. */
export function MediaFilters({ filter, onChange }: MediaFiltersProps) {
  const change = (part: Partial<MediaFilter>) => onChange({ ...filter, ...part, page: 1 });
  return (
    <Flex role="search" aria-label="Filter images" gap="3" wrap="wrap" align="flex-end">
      <InputField
        label="Search images"
        type="search"
        placeholder="Name or alt text"
        value={filter.q}
        maxLength={100}
        onChange={(event) => change({ q: event.currentTarget.value })}
        layout={{ flex: '1 1 16rem', minWidth: '0' }}
      />
      <SelectField
        label="Type"
        options={typeOptions}
        emptyOption="All types"
        value={filter.type ?? ''}
        onChange={(event) => change({ type: MediaTypeSchema.safeParse(event.currentTarget.value).data })}
        layout={{ width: '36' }}
      />
      <Checkbox.Root
        size="sm"
        pb="2"
        checked={filter.unused}
        onCheckedChange={(details) => change({ unused: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Only unused</Checkbox.Label>
      </Checkbox.Root>
    </Flex>
  );
}
