import type * as z from 'zod/mini';
import { nounFor, plural } from './plural';

/**
 * The one wording of validation problems, for people: the server's 400 `fields`, the admin's forms and the reason
 * a public page gives for a section it skipped all say "Required" or "At most 200 characters", never zod's
 * "Too small: expected string to have >=1 characters". A schema's own message (a link's, an image path's) still
 * wins: zod consults this only where the schema has none.
 */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Must be ${typeNames[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown ${nounFor(issue.keys.length, 'field')}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'Does not match any accepted shape';
    case 'invalid_format':
      return issue.format === 'regex'
        ? 'Has characters or a form that is not accepted'
        : `Must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'Invalid value';
  }
}

const typeNames: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function sizeMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>): string {
  const least = issue.code === 'too_small';
  const limit = Number(least ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (least && limit === 1) return 'Required';
    return `${least ? 'At least' : 'At most'} ${limit} characters`;
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${least ? 'Add at least' : 'At most'} ${plural(limit, { one: 'entry', other: 'entries' })}`;
  if (issue.origin === 'file') return `${least ? 'At least' : 'At most'} ${limit} bytes`;
  return `Must be ${least ? 'at least' : 'at most'} ${limit}`;
}

export interface ValidationProblem {
  /** Where, relative to what was validated: `['items', 2, 'title']`. */
  path: PropertyKey[];
  message: string;
}

type Issue = z.core.$ZodIssue;

const depth = (branch: readonly Issue[]) => Math.max(-1, ...branch.map((issue) => issue.path.length));

// A union reports only that nothing matched; the branch that got deepest into the data is the one the writer
// meant (a banner with a broken slide is a slides banner), so its problems are the ones worth showing.
function flatten(issue: Issue, prefix: PropertyKey[]): ValidationProblem[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ path, message: issue.message }];
  const best = issue.errors.reduce((a, b) =>
    depth(b) > depth(a) || (depth(b) === depth(a) && b.length < a.length) ? b : a,
  );
  return best.flatMap((entry) => flatten(entry, path));
}

/** Every problem of a failed validation, unions resolved to the branch that was meant. */
export function validationProblems(issues: readonly Issue[]): ValidationProblem[] {
  return issues.flatMap((issue) => flatten(issue, []));
}

/** A problem as one line: `items.2.title: Required`. */
export function describeProblem(problem: ValidationProblem): string {
  return problem.path.length > 0 ? `${problem.path.map(String).join('.')}: ${problem.message}` : problem.message;
}

/** The first problem as one line, with a count of the others. */
export function describeIssues(issues: readonly Issue[]): string {
  const problems = validationProblems(issues);
  const [first] = problems;
  if (!first) return 'Invalid value';
  const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : '';
  return `${describeProblem(first)}${more}`;
}
