import type * as z from 'zod/mini';
import { isPageSectionKey, pageSectionSchemas } from '../../../../../../contract/page-content/page-content';

export interface SectionIssue {
  path: PropertyKey[];
  message: string;
}

type RawIssue = z.core.$ZodRawIssue;

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const least = issue.code === 'too_small';
  if (issue.origin === 'string') {
    if (least && limit === 1) return 'Required';
    return `${least ? 'At least' : 'At most'} ${limit} characters`;
  }
  if (issue.origin === 'array')
    return `${least ? 'Add at least' : 'At most'} ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
  return `Must be ${least ? 'at least' : 'at most'} ${limit}`;
}

/** zod/mini has no wording of its own; schema-level messages (links, images) still win over these. */
const errorMap = (issue: RawIssue): string => {
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_type':
      return issue.input === undefined
        ? 'Required'
        : `Must be ${issue.expected === 'string' ? 'text' : issue.expected}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'Does not match any accepted shape';
    default:
      return 'Invalid value';
  }
};

type Issue = z.core.$ZodIssue;

// A union reports only that nothing matched; the branch that got deepest is the one the editor meant.
function flatten(issue: Issue, prefix: PropertyKey[]): SectionIssue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ path, message: issue.message }];
  const depth = (branch: Issue[]) => Math.max(-1, ...branch.map((entry) => entry.path.length));
  const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  return best.flatMap((entry) => flatten(entry, path));
}

/** Every problem with one section's data, with paths relative to the section. */
export function validateSection(key: string, data: unknown): SectionIssue[] {
  if (!isPageSectionKey(key)) return [{ path: [], message: 'Unknown section type' }];
  const result = pageSectionSchemas[key].safeParse(data, { error: errorMap });
  return result.success ? [] : result.error.issues.flatMap((issue) => flatten(issue, []));
}

export function describeIssue(issue: SectionIssue): string {
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
