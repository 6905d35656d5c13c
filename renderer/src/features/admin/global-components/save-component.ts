import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { ApiError } from '../../../lib/api/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { editConflictOf } from '../api/edit-version';
import { getAdminGlobalComponentQueryOptions } from '../api/global-component-query';
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

/** A save refused because someone saved meanwhile: who holds it now, and what this form tried to save. */
export interface ComponentConflict {
  current: CurrentVersion;
  reloadTheirs: () => void;
  overwrite: () => void;
}

/**
 * Saves one component with the toasts every admin form gives, and the server's 400 messages under their
 * fields. A 412 leaves the form as it is and answers a `conflict` the form footer offers to settle.
 */
export function useSaveComponent<V extends FieldValues>(name: GlobalComponentName, setError: UseFormSetError<V>) {
  const mutation = useSaveGlobalComponent(name);
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{ current: CurrentVersion; content: unknown } | null>(null);
  const save = async (content: unknown, version?: number) => {
    try {
      await mutation.mutateAsync({ content, version });
      setRefused(null);
      toastSuccess(`${componentTitles[name]} saved`, 'The public site shows the change on its next load.');
    } catch (error) {
      const current = editConflictOf(error);
      if (current) setRefused({ current, content });
      applyContentErrors(error, setError);
      toastError(`${componentTitles[name]} not saved`, error instanceof Error ? error.message : undefined);
    }
  };
  const conflict: ComponentConflict | null = refused && {
    current: refused.current,
    // The panel is keyed by the save time, so the refetched version reopens the form on theirs.
    reloadTheirs: () =>
      void queryClient.refetchQueries({ queryKey: getAdminGlobalComponentQueryOptions(name).queryKey }),
    overwrite: () => void save(refused.content, refused.current.version),
  };
  return { save: (content: unknown) => save(content), pending: mutation.isPending, conflict };
}
