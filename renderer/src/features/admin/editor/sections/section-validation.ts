import type { ZodMiniType } from 'zod/mini';
import { isPageSectionKey, pageSectionSchemas } from '../../../../../../contract/page-content/page-content';
import {
  describeProblem,
  type ValidationProblem,
  validationMessage,
  validationProblems,
} from '../../../../../../contract/validation-wording';

export type SectionIssue = ValidationProblem;

/** Every problem with one section's data, with paths relative to the section, worded as the server words them. */
export function validateSection(key: string, data: unknown): SectionIssue[] {
  if (!isPageSectionKey(key)) return [{ path: [], message: 'Unknown section type' }];
  const result = pageSectionSchemas[key].safeParse(data, { error: validationMessage });
  return result.success ? [] : validationProblems(result.error.issues);
}

/** Every problem with data for another schema (a person), worded the same way. */
export function schemaIssues(schema: ZodMiniType, data: unknown): SectionIssue[] {
  const result = schema.safeParse(data, { error: validationMessage });
  return result.success ? [] : validationProblems(result.error.issues);
}

export const describeIssue = describeProblem;
