import { createContext, useContext } from 'react';
import type { FormReply, PublicFormKind } from '../../../../contract/form-reply';
import { formPostPaths, formReplyElementId } from '../../../../contract/form-reply';

/** The answer to a form posted without JavaScript that this page was rendered with (see contract/form-reply.ts). */
export const FormReplyContext = createContext<FormReply | undefined>(undefined);

/** The reply meant for this form (by kind and anchor), if the page answers one. */
export function useFormReply(form: PublicFormKind, anchor: string): FormReply | undefined {
  const reply = useContext(FormReplyContext);
  return reply?.form === form && reply.anchor === anchor ? reply : undefined;
}

/**
 * In the browser: the reply the server rendered the page with, so the live form says the same. The page's address
 * is then the form's route (`/forms/contact?page=/contact…`); it becomes the page's own before the router reads it,
 * so the router draws that page, and a reload shows the page instead of sending the form again.
 */
export function takeServerFormReply(): FormReply | undefined {
  const text = document.getElementById(formReplyElementId)?.textContent;
  if (!text) return undefined;
  try {
    const reply = JSON.parse(text) as FormReply;
    const path = new URLSearchParams(window.location.search).get('page');
    if (
      Object.values(formPostPaths).includes(window.location.pathname) &&
      path?.startsWith('/') &&
      !path.startsWith('//')
    )
      window.history.replaceState(window.history.state, '', `${path}${window.location.hash}`);
    return reply;
  } catch {
    return undefined;
  }
}
