import type { FieldErrors, FieldValues, FormState } from 'react-hook-form';
import type { FormReply } from '../../../../../contract/form-reply';

/**
 * The errors a form shows: its own once the visitor has sent it here, and before that those of the server's reply
 * to the form posted without JavaScript (so a page answered with errors shows them, server-rendered and live alike).
 */
export function useRepliedErrors<Values extends FieldValues>(
  state: FormState<Values>,
  reply: FormReply | undefined,
): FieldErrors<Values> {
  if (state.submitCount > 0 || !reply) return state.errors;
  const replied = Object.fromEntries(
    Object.entries(reply.fieldErrors).map(([name, message]) => [name, { type: 'server', message }]),
  );
  return { ...replied, ...state.errors } as FieldErrors<Values>;
}
