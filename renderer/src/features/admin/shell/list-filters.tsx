import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { PageListQuery } from '../../../../../contract/admin/admin-pages';
import { defaultPageSize } from '../../../../../contract/admin/paging';

/** The list's search, status filter and page live in the URL, so a filtered view can be shared or reloaded. */
export function useListQuery(): [PageListQuery, (change: Partial<Record<'q' | 'status' | 'page', string>>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number(params.get('page'));
  const query: PageListQuery = {
    q: params.get('q') ?? undefined,
    status: status === 'draft' || status === 'published' ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: defaultPageSize,
  };
  const update = (change: Partial<Record<'q' | 'status' | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new search or filter starts again from its first page.
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };
  return [query, update];
}

export function ListFilters({ label }: { label: string }) {
  const [query, update] = useListQuery();
  return (
    <Flex gap="3" wrap="wrap" mb="4" role="search" aria-label={`Filter ${label}`}>
      <Field.Root width={{ base: 'full', sm: '72' }}>
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Title or slug"
          defaultValue={query.q ?? ''}
          onChange={(event) => update({ q: event.target.value.trim() })}
        />
      </Field.Root>
      <Field.Root width="48">
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={query.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">All</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
