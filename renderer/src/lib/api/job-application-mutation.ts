import { useMutation } from '@tanstack/react-query';
import type { JobApplicationPayload, SubmissionCreated } from '../../../../contract/submissions';
import { SubmissionCreatedSchema } from '../../../../contract/submissions';
import { apiRequest } from './request';

export const jobApplicationPath = '/api/public/job-applications';

export interface JobApplicationSubmission {
  payload: JobApplicationPayload;
  resume?: File | undefined;
}

/** The server reads multipart fields by name and the one file part as `resume`. */
export function toJobApplicationFormData({ payload, resume }: JobApplicationSubmission): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (typeof value === 'string' && value !== '') data.append(name, value);
  }
  if (resume) data.append('resume', resume, resume.name);
  return data;
}

export function postJobApplication(submission: JobApplicationSubmission): Promise<SubmissionCreated> {
  return apiRequest(jobApplicationPath, {
    method: 'POST',
    body: toJobApplicationFormData(submission),
    schema: SubmissionCreatedSchema,
    retry: false,
  });
}

export function useJobApplication() {
  return useMutation({ mutationFn: postJobApplication });
}
