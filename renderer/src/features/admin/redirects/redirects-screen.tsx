import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { Redirect } from '../../../../../contract/admin/admin-redirects';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useDeleteRedirect } from '../api/redirects-mutations';
import { useAdminRedirects } from '../api/redirects-query';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { DataTable } from '../shell/data-table';
import { formatDateTime } from '../shell/format-date';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { RedirectAddForm } from './redirect-add-form';

const description =
  'Old addresses that still lead somewhere. Renaming a page or subpage adds one; add your own for pages moved by hand.';

export function RedirectsScreen() {
  const canEdit = useCanEdit();
  const list = useAdminRedirects();
  const remove = useDeleteRedirect();
  const [deleting, setDeleting] = useState<Redirect | null>(null);

  const confirmDelete = async (redirect: Redirect) => {
    try {
      await remove.mutateAsync(redirect.id);
      toastSuccess('Redirect deleted', `${redirect.source} no longer leads anywhere.`);
    } catch (error) {
      toastError('Redirect not deleted', error instanceof Error ? error.message : undefined);
    } finally {
      setDeleting(null);
    }
  };

  const columns: ColumnDef<Redirect, unknown>[] = [
    { id: 'source', header: 'From', cell: ({ row }) => row.original.source },
    { id: 'target', header: 'To', cell: ({ row }) => row.original.target },
    { id: 'hits', header: 'Hits', cell: ({ row }) => row.original.hits },
    {
      id: 'created',
      header: 'Created',
      cell: ({ row }) =>
        `${formatDateTime(row.original.createdAt)}${row.original.createdBy ? ` by ${row.original.createdBy.displayName}` : ''}`,
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row.original)}>
          Delete<Text srOnly> redirect from {row.original.source}</Text>
        </Button>
      ),
    });
  }

  return (
    <Stack gap="4">
      <AdminPageHeader title="Redirects" description={description} />
      {canEdit ? <RedirectAddForm /> : <ReadOnlyNotice />}
      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{list.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption="Redirects"
        columns={columns}
        data={list.data?.items ?? []}
        loading={list.isPending}
        emptyText="No redirects yet."
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this redirect?"
        description={
          deleting ? `${deleting.source} will answer “not found” instead of leading to ${deleting.target}.` : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
