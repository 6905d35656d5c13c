import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { ApiError } from '../../../lib/api/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { editConflictOf } from '../api/edit-version';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { getAdminGlobalComponent, getAdminGlobalComponentQueryOptions } from '../api/global-component-query';
import { useNewerVersion } from '../editor/use-newer-version';
import { usePushedVersion } from '../api/document-news';
import { componentChanges } from '../../../../../contract/global-components/component-changes';
import { useSaveGlobalComponent } from '../api/save-global-component-mutation';
import { toastError, toastSuccess } from '../../../lib/toaster';

export const componentTitles: Record<GlobalComponentName, string> = {
  header: 'Header',
  footer: 'Footer',
  cta: 'Call to action',
};

/** The server names fields under `content.`; the form holds the content itself. */
function applyContentErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (field.startsWith('content.')) setError(field.slice('content.'.length) as Path<V>, { type: 'server', message });
  }
}

/** A save refused because someone saved meanwhile: who holds it now, what they changed, and the way out. */
export interface ComponentConflict {
  current: CurrentVersion;
  /** The parts their version changed against the one this form opened; null when it could not be read. */
  changes: string[] | null;
  reloadTheirs: () => void;
  overwrite: () => void;
}

/** A newer version to announce, and whether the form has unsaved changes that reloading would drop. */
export interface NewerComponent {
  current: CurrentVersion;
  dirty: boolean;
}

/** Asks the server for the component past the query cache, whose data keys (and would reset) the form. */
async function changesSince(name: GlobalComponentName, base: AdminGlobalComponent): Promise<string[] | null> {
  try {
    return componentChanges(base.content, (await getAdminGlobalComponent(name)).content);
  } catch {
    return null;
  }
}

function newerComponent(
  focused: CurrentVersion | null,
  pushed: CurrentVersion | null,
  dirty: boolean,
): NewerComponent | null {
  // Found on focus only over unsaved changes (a clean form took it at once).
  if (focused) return { current: focused, dirty: true };
  return pushed && { current: pushed, dirty };
}

/**
 * Saves one component with the toasts every admin form gives, and the server's 400 messages under their
 * fields. A 412 leaves the form as it is and answers a `conflict` the form footer offers to settle, naming
 * what their version changed. When the window regains focus and a newer version exists, a clean form reopens
 * on it and a form with unsaved changes is only told (`newer`). A save someone else makes while the form is
 * open is told at once, pushed by the component's event stream, and never applied under the editor.
 */
export function useSaveComponent<V extends FieldValues>(
  name: GlobalComponentName,
  setError: UseFormSetError<V>,
  opened: { component: AdminGlobalComponent; dirty: boolean },
) {
  const mutation = useSaveGlobalComponent(name);
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{
    current: CurrentVersion;
    content: unknown;
    changes: string[] | null;
  } | null>(null);
  // The panel is keyed by the save time, so the refetched version reopens the form on theirs.
  const reloadTheirs = () =>
    void queryClient.refetchQueries({ queryKey: getAdminGlobalComponentQueryOptions(name).queryKey });
  const newer = useNewerVersion(
    opened.component.version,
    opened.dirty,
    () => getAdminGlobalComponent(name),
    reloadTheirs,
  );
  const pushed = usePushedVersion({ collection: 'global-components', key: name }, opened.component.version);
  const save = async (content: unknown, version?: number) => {
    try {
      await mutation.mutateAsync({ content, version });
      setRefused(null);
      toastSuccess(`${componentTitles[name]} saved`, 'The public site shows the change on its next load.');
    } catch (error) {
      const current = editConflictOf(error);
      if (current) setRefused({ current, content, changes: await changesSince(name, opened.component) });
      applyContentErrors(error, setError);
      toastError(`${componentTitles[name]} not saved`, error instanceof Error ? error.message : undefined);
    }
  };
  const conflict: ComponentConflict | null = refused && {
    current: refused.current,
    changes: refused.changes,
    reloadTheirs,
    overwrite: () => void save(refused.content, refused.current.version),
  };
  return {
    save: (content: unknown) => save(content),
    pending: mutation.isPending,
    conflict,
    // A refused save already says all this, with the choice; the notice would only repeat it.
    newer: conflict ? null : newerComponent(newer.newer, pushed, opened.dirty),
    reloadTheirs,
  };
}
