import { Box, Button, chakra, Spinner, Table, Text } from '@chakra-ui/react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import type { CursorPagerProps } from './cursor-pager';
import { CursorPager } from './cursor-pager';
import type { PagerProps } from './data-pager';
import { DataPager } from './data-pager';
import { StackedCell, stackedRoles, stackedStyles } from './stacked-rows';

export interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  loading?: boolean;
  emptyText?: string;
  pager?: PagerProps;
  /** A long list's pager by cursor instead of page numbers (cursor-pager.tsx). */
  cursorPager?: CursorPagerProps;
  getRowId?: (row: Row) => string;
  /** Rows staff can select (for actions on several at once): a checkbox per row and one for the page. */
  selection?: RowSelection<Row>;
  /** Below md, each row stacks as "Label value" lines instead of scrolling sideways (stacked-rows.tsx). */
  stackOnPhone?: boolean;
}

export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Names the row's checkbox: "Select Priya Raman". */
  rowLabel: (row: Row) => string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The checkbox column. Its header and cells are components, so they must keep their identity across renders (a
 * new function each render would remount every checkbox on each click, and keyboard focus with it): the column is
 * made once per table, and reads the current selection from the table's `meta`.
 */
function selectColumn<Row>(): ColumnDef<Row, unknown> {
  const selectionOf = (meta: unknown) => (meta as { selection: RowSelection<Row> }).selection;
  return {
    id: 'select',
    header: ({ table }) => {
      const selection = selectionOf(table.options.meta);
      const pageIds = table.getRowModel().rows.map((row) => row.id);
      const allSelected = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
      const someSelected = pageIds.some((id) => selection.selected.has(id));
      return (
        <chakra.input
          type="checkbox"
          aria-label="Select every row on this page"
          checked={allSelected}
          ref={(element: HTMLInputElement | null) => {
            // "Some but not all" has no attribute, only this property.
            if (element) element.indeterminate = someSelected && !allSelected;
          }}
          onChange={() => {
            const next = new Set(selection.selected);
            for (const id of pageIds)
              if (allSelected) next.delete(id);
              else next.add(id);
            selection.onChange(next);
          }}
          boxSize="4"
          accentColor="navy.solid"
          cursor="pointer"
        />
      );
    },
    cell: ({ row, table }) => {
      const selection = selectionOf(table.options.meta);
      return (
        <chakra.input
          type="checkbox"
          aria-label={selection.rowLabel(row.original)}
          checked={selection.selected.has(row.id)}
          onChange={() => {
            const next = new Set(selection.selected);
            if (!next.delete(row.id)) next.add(row.id);
            selection.onChange(next);
          }}
          boxSize="4"
          accentColor="navy.solid"
          cursor="pointer"
        />
      );
    },
  };
}

/**
 * A small @tanstack/react-table wrapper: real table markup, optional client-side sorting on the
 * current page (columns opt in with `enableSorting`), loading and empty rows, and a pager.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  loading,
  emptyText,
  pager,
  cursorPager,
  getRowId,
  selection,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [checkboxes] = useState(selectColumn<Row>);
  const allColumns = selection ? [checkboxes, ...columns] : columns;
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is used during render only
  const table = useReactTable({
    data,
    columns: allColumns,
    meta: { selection },
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSorting: false,
    getRowId,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const stack = <Part extends keyof typeof stackedStyles>(part: Part) => (stackOnPhone ? stackedStyles[part] : {});
  const role = <Part extends keyof typeof stackedRoles>(part: Part) => (stackOnPhone ? stackedRoles[part] : {});

  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
        <Table.Root size="sm" aria-busy={loading || undefined} {...stack('table')} {...role('table')}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header css={stack('header')} {...role('rowgroup')}>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} {...role('row')}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                      {...role('columnheader')}
                    >
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
          <Table.Body {...stack('body')} {...role('rowgroup')}>
            {loading ? (
              <Table.Row {...stack('row')} {...role('row')}>
                <Table.Cell colSpan={columnCount} textAlign="center" py="8" {...stack('wholeRow')} {...role('cell')}>
                  <Spinner size="sm" aria-hidden="true" /> <Text as="span">Loading…</Text>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row {...stack('row')} {...role('row')}>
                <Table.Cell
                  colSpan={columnCount}
                  textAlign="center"
                  py="8"
                  color="fg.muted"
                  {...stack('wholeRow')}
                  {...role('cell')}
                >
                  {emptyText ?? 'Nothing here yet.'}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.id} {...stack('row')} {...role('row')}>
                  {row.getVisibleCells().map((cell) => {
                    const value = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const { header } = cell.column.columnDef;
                    return (
                      <Table.Cell key={cell.id} {...stack('cell')} {...role('cell')}>
                        {stackOnPhone ? (
                          <StackedCell label={typeof header === 'string' ? header : null}>{value}</StackedCell>
                        ) : (
                          value
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {pager && <DataPager {...pager} />}
      {cursorPager && <CursorPager {...cursorPager} />}
    </Box>
  );
}
