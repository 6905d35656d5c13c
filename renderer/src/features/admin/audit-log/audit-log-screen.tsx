import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '../../../../../contract/admin/audit-log';
import { auditLogMessages } from '../../../../../contract/admin/audit-log';
import { auditSentence } from '../../../../../contract/admin/audit-wording';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { exportAuditLogCsv, useAuditLog } from '../api/audit-log-query';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable } from '../shell/data-table';
import { formatDateTime } from '../shell/format-date';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';
import { AuditLogFilters } from './audit-log-filters';
import { useAuditLogSearch } from './use-audit-log-search';

const description =
  'Who did what, and when: sign-ins, account and role changes, every content change, exports and deletions. ' +
  'Entries cannot be changed or deleted; they are kept for the configured period.';

const styleNames = { cookie: 'Browser', token: 'API token', desktop: 'Desktop app' } as const;

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => formatDateTime(row.original.at) },
  {
    id: 'actor',
    header: 'Who',
    cell: ({ row }) => row.original.actor?.name ?? <Text color="fg.muted">The server</Text>,
  },
  { id: 'what', header: 'What happened', cell: ({ row }) => auditSentence(row.original) },
  { id: 'summary', header: 'Details', cell: ({ row }) => row.original.summary },
  {
    id: 'source',
    header: 'From',
    cell: ({ row }) => {
      const { ip, authStyle } = row.original;
      return [ip, authStyle ? styleNames[authStyle] : null].filter(Boolean).join(' · ');
    },
  },
];

/** The audit log for admins: filter, page through, export what the filter matches. Read-only by design. */
export function AuditLogScreen() {
  const { mayOpen } = useAccess();
  if (!mayOpen('auditLog')) {
    return <RefusedScreen title="Audit log" description={description} message={auditLogMessages.adminOnly} />;
  }
  return <AuditLogView />;
}

function AuditLogView() {
  const search = useAuditLogSearch();
  const log = useAuditLog(search.params);
  const filtered = Object.values(search.filter).some((value) => value !== undefined);

  const exportCsv = async () => {
    try {
      await exportAuditLogCsv(search.filter);
      toastSuccess('Export ready', 'The CSV holds every entry of the current filter.');
    } catch (error) {
      toastError('Export failed', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Stack gap="2">
      <AdminPageHeader
        title="Audit log"
        description={description}
        actions={
          <Button size="sm" variant="outline" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <AuditLogFilters filter={search.filter} onApply={search.setFilter} />
      {log.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{log.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption="Audit log"
        columns={columns}
        data={log.data?.items ?? []}
        loading={log.isPending}
        emptyText={filtered ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}
        getRowId={(entry) => String(entry.id)}
        stackOnPhone
        cursorPager={{
          answer: log.data,
          page: search.params.page,
          pageSize: search.params.pageSize,
          onMove: search.move,
        }}
      />
    </Stack>
  );
}
