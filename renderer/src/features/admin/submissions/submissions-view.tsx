import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type {
  SubmissionBulkAction,
  SubmissionFolder,
  SubmissionStatus,
} from '../../../../../contract/admin/admin-submissions';
import { useBulkSubmissions } from '../api/submission-bulk-mutation';
import { exportSelectedSubmissionsCsv, exportSubmissionsCsv } from '../api/submission-downloads';
import type { SubmissionItems, SubmissionKindName } from '../api/submission-kinds';
import { useSubmissions } from '../api/submissions-list-query';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { AdminPageHeader } from '../shell/admin-page-header';
import { countWording } from '../shell/count-wording';
import { DataTable } from '../shell/data-table';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminScreen } from '../../../../../contract/admin/role-access';
import { useAuth } from '../../../lib/auth/use-auth';
import { RefusedScreen } from '../shell/refused-screen';
import { useAccess } from '../shell/use-access';
import type { DetailEntry } from './detail-list';
import { BulkActionsBar } from './bulk-actions-bar';
import { FolderSwitch } from './folder-switch';
import { SubmissionDrawer } from './submission-drawer';
import { SubmissionFilters } from './submission-filters';
import { useSubmissionActions } from './use-submission-actions';
import { useSubmissionSearch } from './use-submission-search';

export interface SubmissionsViewProps<K extends SubmissionKindName> {
  kind: K;
  title: string;
  description: string;
  /** Columns before the shared status and "View" ones; `open` shows a row in the drawer. */
  columns: (open: (item: SubmissionItems[K]) => void) => ColumnDef<SubmissionItems[K], unknown>[];
  detailTitle: (item: SubmissionItems[K]) => string;
  details: (item: SubmissionItems[K]) => DetailEntry[];
  extra?: (item: SubmissionItems[K]) => ReactNode;
  /** Who or what a row is, for its checkbox's name. */
  rowName: (item: SubmissionItems[K]) => string;
  /** The subject of a reply by email. */
  replySubject: (item: SubmissionItems[K]) => string;
}

const plural = countWording.submissions;
const bulkToasts: Record<SubmissionBulkAction, (count: number) => string> = {
  read: (count) => `${plural(count)} marked as read`,
  new: (count) => `${plural(count)} marked as new`,
  archived: (count) => `${plural(count)} archived`,
  spam: (count) => `${plural(count)} moved to spam`,
  inbox: (count) => `${plural(count)} moved to the inbox`,
  delete: (count) => `${plural(count)} deleted`,
};

const screens: Record<SubmissionKindName, AdminScreen> = { contact: 'contactSubmissions', job: 'jobSubmissions' };

/** Contact submissions and job applications: the same list, filters, drawer and actions over different fields. */
export function SubmissionsView<K extends SubmissionKindName>(props: SubmissionsViewProps<K>) {
  const { kind, title, description } = props;
  const { user } = useAuth();
  const { mayOpen } = useAccess();
  const allowed = mayOpen(screens[kind]);
  const search = useSubmissionSearch(kind);
  // Submissions hold personal data, so a viewer is not even asked for them (the server would answer 403).
  const list = useSubmissions(kind, search.params, allowed);
  const actions = useSubmissionActions(kind);
  const [selectedId, setSelectedId] = useState<number | null>(search.opened);
  const items = (list.data?.items ?? []) as SubmissionItems[K][];
  const selected = items.find((item) => item.id === selectedId);
  const bulk = useBulkSubmissions(kind);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  // Only rows on screen stay selected: a new page, filter or folder, or a row gone, leaves the selection.
  const checkedIds = items.filter((item) => checked.has(String(item.id))).map((item) => item.id);

  const runBulk = async (action: SubmissionBulkAction) => {
    try {
      const { changed } = await bulk.mutateAsync({ ids: checkedIds, action });
      setChecked(new Set());
      toastSuccess(bulkToasts[action](changed));
    } catch (error) {
      toastError('Nothing changed', error instanceof Error ? error.message : undefined);
    }
  };

  const exportSelection = async () => {
    try {
      await exportSelectedSubmissionsCsv(kind, search.filter, checkedIds);
      toastSuccess('Export ready', countWording.selectedRows(checkedIds.length));
    } catch (error) {
      toastError('Export failed', error instanceof Error ? error.message : undefined);
    }
  };

  const exportCsv = async () => {
    try {
      await exportSubmissionsCsv(kind, search.filter);
      toastSuccess('Export ready', 'The CSV holds every row of the current filter.');
    } catch (error) {
      toastError('Export failed', error instanceof Error ? error.message : undefined);
    }
  };

  if (!allowed) {
    return (
      <RefusedScreen
        title={title}
        description={description}
        message={adminMessages.submissionsForbidden(user?.role ?? 'viewer')}
      />
    );
  }

  return (
    <Stack gap="2">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button size="sm" variant="outline" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <FolderSwitch folder={search.folder} counts={list.data?.folders} onChange={search.setFolder} />
      <SubmissionFilters filter={search.filter} onApply={search.setFilter} />
      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{list.error.message}</Alert.Title>
        </Alert.Root>
      )}
      {checkedIds.length > 0 && (
        <BulkActionsBar
          count={checkedIds.length}
          folder={search.folder}
          busy={bulk.isPending}
          onAction={runBulk}
          onExport={exportSelection}
          onClear={() => setChecked(new Set())}
        />
      )}
      <DataTable
        caption={title}
        selection={{ selected: checked, onChange: setChecked, rowLabel: (item) => `Select ${props.rowName(item)}` }}
        columns={props.columns((item) => {
          setSelectedId(item.id);
          if (item.status === 'new') void actions.markOpenedAsRead(item.id);
        })}
        data={items}
        loading={list.isPending}
        emptyText={search.folder === 'spam' ? 'No spam matches this filter.' : 'No submissions match this filter.'}
        getRowId={(row) => String(row.id)}
        cursorPager={{
          answer: list.data,
          page: search.params.page,
          pageSize: search.params.pageSize,
          onMove: search.move,
        }}
      />
      <SubmissionDrawer
        open={selected !== undefined}
        title={selected ? props.detailTitle(selected) : ''}
        item={selected}
        entries={selected ? props.details(selected) : []}
        extra={selected && props.extra?.(selected)}
        replySubject={selected ? props.replySubject(selected) : ''}
        onStatus={async (status: SubmissionStatus) => {
          if (selected) await actions.setStatus(selected.id, status);
        }}
        onFolder={async (folder: SubmissionFolder) => {
          if (selected) await actions.setFolder(selected.id, folder);
        }}
        onDelete={async () => {
          if (selected && (await actions.deleteOne(selected.id))) setSelectedId(null);
        }}
        onClose={() => setSelectedId(null)}
      />
    </Stack>
  );
}
