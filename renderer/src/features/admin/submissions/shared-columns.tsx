import { Button } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { SubmissionStatus } from '../../../../../contract/admin/admin-submissions';
import { formatDateTime } from '../shell/format-date';
import { SubmissionStatusBadge } from './submission-status-badge';

interface Row {
  id: number;
  name: string;
  status: SubmissionStatus;
  createdAt: string;
}

export function lastChanged(item: { updatedAt: string; updatedBy: { displayName: string } | null }): string {
  return `${formatDateTime(item.updatedAt)}${item.updatedBy ? ` by ${item.updatedBy.displayName}` : ''}`;
}

export function receivedColumn<T extends Row>(): ColumnDef<T, unknown> {
  return { id: 'received', header: 'Received', cell: ({ row }) => formatDateTime(row.original.createdAt) };
}

export function statusColumn<T extends Row>(): ColumnDef<T, unknown> {
  return { id: 'status', header: 'Status', cell: ({ row }) => <SubmissionStatusBadge status={row.original.status} /> };
}

/** Opens the drawer; named after the person so each row's button is distinct to screen readers. */
export function viewColumn<T extends Row>(open: (item: T) => void): ColumnDef<T, unknown> {
  return {
    id: 'view',
    header: 'Details',
    cell: ({ row }) => (
      <Button size="xs" variant="outline" aria-label={`View ${row.original.name}`} onClick={() => open(row.original)}>
        View
      </Button>
    ),
  };
}
