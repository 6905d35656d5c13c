import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldName, FieldValues, Resolver, ResolverResult, ResolverSuccess } from 'react-hook-form';
import type { JobApplicationPayload } from '../../../../../contract/submissions';
import { JobApplicationPayloadSchema } from '../../../../../contract/submissions';
import type { JobApplicationSubmission } from '../../../lib/api/job-application-mutation';
import { resumeProblem } from './resume-check';

/** What the form holds: the contract's fields plus the file input's own value. */
export type JobApplicationFormValues = JobApplicationPayload & { resume?: FileList | undefined };

const payloadResolver = zodResolver(JobApplicationPayloadSchema);

// react-hook-form itself tells success from failure by an empty error map.
const succeeded = <Values extends FieldValues, Output>(
  result: ResolverResult<Values, Output>,
): result is ResolverSuccess<Output> => Object.keys(result.errors).length === 0;

const isPayloadField = (name: FieldName<JobApplicationFormValues>): name is FieldName<JobApplicationPayload> =>
  name !== 'resume';

/**
 * The contract's schema checks the text fields; the résumé is a file, not part of that schema, so it is
 * checked here against the same limits the server applies, and both kinds of error land in one result.
 */
export const jobApplicationResolver: Resolver<JobApplicationFormValues, unknown, JobApplicationSubmission> = async (
  { resume, ...fields },
  context,
  options,
): Promise<ResolverResult<JobApplicationFormValues, JobApplicationSubmission>> => {
  const file = resume?.[0];
  const problem = resumeProblem(file);
  const result = await payloadResolver(fields, context, { ...options, names: options.names?.filter(isPayloadField) });
  if (!problem && succeeded(result)) return { values: { payload: result.values, resume: file }, errors: {} };
  const errors: FieldErrors<JobApplicationFormValues> = { ...result.errors };
  if (problem) errors.resume = { type: 'validate', message: problem };
  return { values: {}, errors };
};
