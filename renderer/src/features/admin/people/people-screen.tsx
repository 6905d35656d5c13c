import { Alert, Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPerson } from '../../../../../contract/admin/admin-people';
import { plural } from '../../../../../contract/plural';
import { paths } from '../../../lib/paths';
import { toastSuccess } from '../../../lib/toaster';
import { useAdminPeople, useDeletePerson } from '../api/people-queries';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { DataTable } from '../shell/data-table';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { ScreenError } from '../shell/screen-states';
import { useCanEdit } from '../shell/use-can-edit';
import { peopleColumns } from './people-columns';
import { PersonDialog } from './person-dialog';

/** What deleting them does, said before asking: the server refuses while articles or team sections name them. */
export function deleteConsequence(person: AdminPerson): string {
  const kept = [
    ...(person.articleCount > 0 ? [`the author of ${plural(person.articleCount, 'article')}`] : []),
    ...(person.shownOn.length > 0 ? [`shown by the team section of ${person.shownOn.join(', ')}`] : []),
  ];
  if (kept.length === 0) return `${person.name} is removed from the site. This cannot be undone.`;
  return `${person.name} is ${kept.join(' and ')}. The site keeps the people it names, so it will refuse until they are taken off there.`;
}

/** People (issue 30): written once, named as articles' authors and by the team section. */
export function PeopleScreen() {
  const canEdit = useCanEdit();
  const people = useAdminPeople();
  const remove = useDeletePerson();
  // `null` is a new person; undefined, no dialog.
  const [editing, setEditing] = useState<AdminPerson | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminPerson | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const columns = useMemo(
    () => peopleColumns(canEdit ? { edit: setEditing, remove: (person) => setDeleting(person) } : {}),
    [canEdit],
  );

  const confirmDelete = async (person: AdminPerson) => {
    setRefused(null);
    try {
      await remove.mutateAsync({ id: person.id, version: person.version });
      toastSuccess('Person deleted', person.name);
    } catch (error) {
      // The server's own words: why it refused (their articles, or a save made meanwhile).
      setRefused(error instanceof Error ? error.message : 'Not deleted');
    }
    setDeleting(null);
  };

  return (
    <>
      <AdminPageHeader
        title="People"
        description="Written once: articles name them as authors, and the team section shows them."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={paths.admin.articles}>Insights</RouterLink>
            </Button>
            {canEdit && (
              <Button colorPalette="navy" onClick={() => setEditing(null)}>
                New person
              </Button>
            )}
          </>
        }
      />
      {!canEdit && <ReadOnlyNotice />}
      {refused && (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not deleted</Alert.Title>
            <Alert.Description>{refused}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {people.isError ? (
        <ScreenError title="Could not load the people" message={people.error.message} />
      ) : (
        <DataTable
          caption="People"
          columns={columns}
          data={people.data?.items ?? []}
          loading={people.isPending}
          emptyText="No people yet."
          getRowId={(row) => String(row.id)}
          stackOnPhone
        />
      )}
      {editing !== undefined && <PersonDialog person={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete'}
        description={deleting ? deleteConsequence(deleting) : ''}
        confirmLabel="Delete"
        destructive
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
