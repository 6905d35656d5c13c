import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { ApiError } from '../../../lib/api/api-error';
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

/** Saves one component with the toasts every admin form gives, and the server's 400 messages under their fields. */
export function useSaveComponent<V extends FieldValues>(name: GlobalComponentName, setError: UseFormSetError<V>) {
  const mutation = useSaveGlobalComponent(name);
  const save = async (content: unknown) => {
    try {
      await mutation.mutateAsync({ content });
      toastSuccess(`${componentTitles[name]} saved`, 'The public site shows the change on its next load.');
    } catch (error) {
      applyContentErrors(error, setError);
      toastError(`${componentTitles[name]} not saved`, error instanceof Error ? error.message : undefined);
    }
  };
  return { save, pending: mutation.isPending };
}
