import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormReply } from '../../../../../contract/form-reply';
import { applyServerFieldErrors } from '../../../lib/forms/apply-server-field-errors';
import { submissionFailureMessage } from './submission-failure';
import { useFocusOnReturn } from './use-focus-on-return';
import { useRepliedErrors } from './use-replied-errors';

/**
 * What a public form shows around its fields, whichever side answered: the server's reply to a post sent without
 * JavaScript (the values it kept, its field errors, its message, or "sent"), or the live submission's outcome.
 * `serverFields` in form order, so the first one a 400 names takes focus; `emptyValues` is what "Send another"
 * starts from.
 */
export function useSubmissionState<Values extends FieldValues, Context, Transformed>(options: {
  form: UseFormReturn<Values, Context, Transformed>;
  reply: FormReply | undefined;
  mutation: { isSuccess: boolean; reset: () => void };
  serverFields: readonly Path<Values>[];
  emptyValues: Values;
}) {
  const { form, reply, mutation, serverFields, emptyValues } = options;
  const errors = useRepliedErrors(form.formState, reply);
  const [failure, setFailure] = useState<string | undefined>(reply?.message);
  const [sentByServer, setSentByServer] = useState(reply?.outcome === 'sent');
  const sent = mutation.isSuccess || sentByServer;
  const firstField = serverFields[0];
  const requestFocusOnReturn = useFocusOnReturn(!sent, () => {
    if (firstField !== undefined) form.setFocus(firstField);
  });

  return {
    errors,
    failure,
    sent,
    /** A field's registration whose markup default is what the server's reply kept: a browser without JavaScript shows it. */
    register: (name: Path<Values>) => ({ ...form.register(name), defaultValue: reply?.values[name] }),
    /** Sends through `send`, putting a refusal under the fields it names or, naming none, above the button. */
    async submitWith(send: () => Promise<unknown>): Promise<void> {
      setFailure(undefined);
      try {
        await send();
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, serverFields)) setFailure(submissionFailureMessage(error));
      }
    },
    /** "Send another": an empty form again, its first field focused once it shows. */
    startOver() {
      form.reset(emptyValues);
      mutation.reset();
      setSentByServer(false);
      requestFocusOnReturn();
    },
  };
}
