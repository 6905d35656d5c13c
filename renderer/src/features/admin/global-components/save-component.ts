import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { globalComponentTitles } from '../../../../../contract/global-components/global-component';
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
import { usePublicationActions } from '../api/publication-mutations';
import { toastError, toastSuccess } from '../../../lib/toaster';

export const componentTitles = globalComponentTitles;

/** What a save asked for, so "Overwrite with mine" after a conflict repeats it: a draft, or a draft published. */
type Intent = 'draft' | 'publish';

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
 * Saves one component's draft, or publishes it (issue 29: saving the form's changes first, then publishing that
 * version), with the toasts every admin form gives, and the server's 400 messages under their fields. A 412 leaves
 * the form as it is and answers a `conflict` the form footer offers to settle, naming what their version changed.
 * When the window regains focus and a newer version exists, a clean form reopens on it and a form with unsaved
 * changes is only told (`newer`). A save someone else makes while the form is open is told at once, pushed by the
 * component's event stream, and never applied under the editor.
 */
export function useSaveComponent<V extends FieldValues>(
  name: GlobalComponentName,
  setError: UseFormSetError<V>,
  opened: { component: AdminGlobalComponent; dirty: boolean },
) {
  const mutation = useSaveGlobalComponent(name);
  const publication = usePublicationActions('global-components', name, opened.component.version);
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{
    current: CurrentVersion;
    content: unknown;
    changes: string[] | null;
    intent: Intent;
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
  const title = componentTitles[name];
  const messages: Record<Intent, [string, string]> = {
    draft: [`${title} draft saved`, `Visitors see the published ${title.toLowerCase()} until you publish it.`],
    publish: [`${title} published`, 'The public site shows it on its next load.'],
  };
  const write = async (intent: Intent, content: unknown, version?: number) => {
    // A clean form publishes the draft the server holds; changes are saved as the draft first, then published.
    const saved = opened.dirty || version !== undefined || intent === 'draft';
    const draft = saved ? await mutation.mutateAsync({ content, version }) : opened.component;
    if (intent === 'publish') await publication.mutateAsync({ kind: 'publish', version: draft.version });
  };
  const save = async (intent: Intent, content: unknown, version?: number) => {
    try {
      await write(intent, content, version);
      setRefused(null);
      toastSuccess(...messages[intent]);
    } catch (error) {
      const current = editConflictOf(error);
      if (current) setRefused({ current, content, changes: await changesSince(name, opened.component), intent });
      applyContentErrors(error, setError);
      const failed = intent === 'draft' ? `${title} not saved` : `${title} not published`;
      toastError(failed, error instanceof Error ? error.message : undefined);
    }
  };
  const conflict: ComponentConflict | null = refused && {
    current: refused.current,
    changes: refused.changes,
    reloadTheirs,
    overwrite: () => void save(refused.intent, refused.content, refused.current.version),
  };
  return {
    save: (content: unknown) => save('draft', content),
    publish: (content: unknown) => save('publish', content),
    pending: mutation.isPending || publication.isPending,
    conflict,
    // A refused save already says all this, with the choice; the notice would only repeat it.
    newer: conflict ? null : newerComponent(newer.newer, pushed, opened.dirty),
    reloadTheirs,
  };
}
