import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import type { PagerProps } from './data-pager';
import { DataPager } from './data-pager';

export interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  loading?: boolean;
  emptyText?: string;
  pager?: PagerProps;
  getRowId?: (row: Row) => string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A small @tanstack/react-table wrapper: real table markup, optional client-side sorting on the
 * current page (columns opt in with `enableSorting`), loading and empty rows, and a pager.
 */
export function DataTable<Row>({ caption, columns, data, loading, emptyText, pager, getRowId }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is used during render only
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSorting: false,
    getRowId,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
        <Table.Root size="sm" aria-busy={loading || undefined}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader key={header.id} scope="col" aria-sort={sorted ? ariaSort[sorted] : undefined}>
                      {header.column.getCanSort() ? (
                        <Button variant="plain" size="xs" px="0" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </Button>
                      ) : (
                        label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" py="8">
                  <Spinner size="sm" aria-hidden="true" /> <Text as="span">Loading…</Text>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" py="8" color="fg.muted">
                  {emptyText ?? 'Nothing here yet.'}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {pager && <DataPager {...pager} />}
    </Box>
  );
}
