/**
 * A public form sent without JavaScript (issue 31): the browser posts it to the server, which checks it as the
 * JSON API would and answers with the page the form is on, rendered with this reply in the form: "sent", or the
 * field errors beside what the visitor typed, or why it was refused. No zod here: the first load reads it.
 */
export type PublicFormKind = 'contact' | 'job-application';

export interface FormReply {
  form: PublicFormKind;
  /** The anchor of the form's section (contact) or posting (application) on the page: which form answers. */
  anchor: string;
  outcome: 'sent' | 'invalid' | 'refused';
  /** What the visitor typed, put back into the fields (never the résumé's bytes, which a browser cannot be given). */
  values: Record<string, string>;
  /** Field name → what is wrong with it, in the same words the form itself uses. */
  fieldErrors: Record<string, string>;
  /** Why it was refused as a whole (too many requests, the server failed), shown above the button. */
  message?: string;
}

/** The element carrying the reply in an answered page's head, so the form the browser draws says the same. */
export const formReplyElementId = 'form-reply';

export const formPostPaths: Record<PublicFormKind, string> = {
  contact: '/forms/contact',
  'job-application': '/forms/job-application',
};

/**
 * Where a form posts without JavaScript: its route, the page to answer with and the form's anchor (read before the
 * body, so even a refusal is answered on the right page), and the anchor again as the fragment, so the answer
 * opens at the form.
 */
export function formPostAction(form: PublicFormKind, pagePath: string, anchor: string): string {
  const query = `page=${encodeURIComponent(pagePath)}&anchor=${encodeURIComponent(anchor)}`;
  return `${formPostPaths[form]}?${query}#${encodeURIComponent(anchor)}`;
}
