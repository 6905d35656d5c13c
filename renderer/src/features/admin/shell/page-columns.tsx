import { Link, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPageSummary, AdminSubpageSummary } from '../../../../../contract/admin/admin-pages';
import { paths } from '../../../lib/paths';
import { PublicationBadge } from './publication-badge';
import { formatDateTime } from './format-date';
import { countWording } from './count-wording';

type Summary = AdminPageSummary | AdminSubpageSummary;

function shared<Row extends Summary>(editPath: (row: Row) => string): ColumnDef<Row, unknown>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      accessorFn: (row) => row.title,
      enableSorting: true,
      cell: ({ row }) => (
        <Link asChild fontWeight="semibold" variant="underline">
          <RouterLink to={editPath(row.original)}>{row.original.title}</RouterLink>
        </Link>
      ),
    },
    { id: 'slug', header: 'Slug', accessorFn: (row) => row.slug, enableSorting: true },
    { id: 'status', header: 'Status', cell: ({ row }) => <PublicationBadge state={row.original.publication} /> },
    {
      id: 'updated',
      header: 'Last change',
      accessorFn: (row) => row.updatedAt,
      enableSorting: true,
      cell: ({ row }) => (
        <Text fontSize="sm">
          {formatDateTime(row.original.updatedAt)}
          {row.original.updatedBy ? ` by ${row.original.updatedBy.displayName}` : ''}
        </Text>
      ),
    },
  ];
}

export const pageColumns: ColumnDef<AdminPageSummary, unknown>[] = [
  ...shared<AdminPageSummary>((row) => paths.admin.pageEdit(row.id)),
  {
    id: 'subpages',
    header: 'Subpages',
    cell: ({ row }) => (
      <Link
        asChild
        variant="underline"
        aria-label={countWording.subpagesOf(row.original.subpageCount, row.original.title)}
      >
        <RouterLink to={paths.admin.subpages(row.original.id)}>{row.original.subpageCount}</RouterLink>
      </Link>
    ),
  },
];

export const subpageColumns: ColumnDef<AdminSubpageSummary, unknown>[] = shared<AdminSubpageSummary>((row) =>
  paths.admin.subpageEdit(row.id),
);
