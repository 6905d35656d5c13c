import { requestMessages } from '../../../lib/api/api-messages';

/** The catalogue's text the request layer already chose; anything else gets the catalogue's generic one. */
export function submissionFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : requestMessages.apiRequestFailed;
}
