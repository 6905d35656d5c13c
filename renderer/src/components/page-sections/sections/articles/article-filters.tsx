import { Stack } from '@chakra-ui/react';
import type { Ref } from 'react';
import { FilterGroup } from './filter-group';
import type { ArticleFilters as Filters } from './use-article-filters';

/** The topic and type filters, one row each. */
export function ArticleFilters({ filters, ref }: { filters: Filters; ref?: Ref<HTMLDivElement> }) {
  return (
    <Stack ref={ref} gap="3">
      <FilterGroup
        label="Topic"
        values={filters.topics}
        selected={filters.topic}
        onSelect={(value) => filters.set('topic', value)}
      />
      <FilterGroup
        label="Type"
        values={filters.kinds}
        selected={filters.kind}
        onSelect={(value) => filters.set('kind', value)}
      />
    </Stack>
  );
}
