import { Link, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminArticleSummary } from '../../../../../contract/admin/admin-articles';
import { articleKindLabels } from '../../../../../contract/articles';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../shell/format-date';
import { PublicationBadge } from '../shell/publication-badge';

/** The Insights list's columns: what each article is, where it stands, who wrote it and who changed it last. */
export const articleColumns: ColumnDef<AdminArticleSummary, unknown>[] = [
  {
    id: 'title',
    header: 'Title',
    accessorFn: (row) => row.title,
    enableSorting: true,
    cell: ({ row }) => (
      <Link asChild fontWeight="semibold" variant="underline">
        <RouterLink to={paths.admin.articleEdit(row.original.id)}>{row.original.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'kind', header: 'Kind', accessorFn: (row) => articleKindLabels[row.kind], enableSorting: true },
  { id: 'status', header: 'Status', cell: ({ row }) => <PublicationBadge state={row.original.publication} /> },
  {
    id: 'authors',
    header: 'Authors',
    accessorFn: (row) => row.authorNames.join(', '),
    cell: ({ row }) =>
      row.original.authorNames.length > 0 ? (
        row.original.authorNames.join(', ')
      ) : (
        <Text as="span" color="fg.muted">
          None
        </Text>
      ),
  },
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
