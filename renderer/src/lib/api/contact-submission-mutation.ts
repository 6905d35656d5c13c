import { useMutation } from '@tanstack/react-query';
import type { ContactSubmissionPayload, SubmissionCreated } from '../../../../contract/submissions';
import { SubmissionCreatedSchema } from '../../../../contract/submissions';
import { apiRequest } from './request';

export const contactSubmissionPath = '/api/public/contact';

export function postContactSubmission(payload: ContactSubmissionPayload): Promise<SubmissionCreated> {
  // The mutation is the only retry layer (the query client retries lost connections and 5xx alone).
  return apiRequest(contactSubmissionPath, {
    method: 'POST',
    body: payload,
    schema: SubmissionCreatedSchema,
    retry: false,
  });
}

export function useContactSubmission() {
  return useMutation({ mutationFn: postContactSubmission });
}
