import { Flex } from '@chakra-ui/react';
import { InputField, SelectField } from './form-kit';
import { useSearchParams } from 'react-router-dom';
import type { PageListQuery } from '../../../../../contract/admin/admin-pages';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import { cursorFromAddress } from './page-moves';

type ListChange = Partial<Record<'q' | 'status' | 'page' | 'cursor', string>>;

/**
 * The list's search, status filter and page (a number, or the pages list's cursor) live in the URL, so a filtered
 * view can be shared or reloaded.
 */
export function useListQuery(): [PageListQuery & { cursor?: string | undefined }, (change: ListChange) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number(params.get('page'));
  const query: PageListQuery & { cursor?: string | undefined } = {
    cursor: cursorFromAddress('pages', params),
    q: params.get('q') ?? undefined,
    status: status === 'draft' || status === 'published' ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: defaultPageSize,
  };
  const update = (change: ListChange) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new search or filter starts again from its first page.
    if (!('page' in change)) next.delete('page');
    if (!('cursor' in change)) next.delete('cursor');
    setParams(next, { replace: true });
  };
  return [query, update];
}

const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

export function ListFilters({ label }: { label: string }) {
  const [query, update] = useListQuery();
  return (
    <Flex gap="3" wrap="wrap" mb="4" role="search" aria-label={`Filter ${label}`}>
      <InputField
        label="Search"
        layout={{ width: { base: 'full', sm: '72' } }}
        type="search"
        placeholder="Title or slug"
        defaultValue={query.q ?? ''}
        onChange={(event) => update({ q: event.target.value.trim() })}
      />
      <SelectField
        label="Status"
        layout={{ width: '48' }}
        options={statuses}
        emptyOption="All"
        value={query.status ?? ''}
        onChange={(event) => update({ status: event.target.value })}
      />
    </Flex>
  );
}
