import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeIssues, validationMessage, validationProblems } from './validation-wording';

const problems = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value, { error: validationMessage });
  return result.success ? [] : validationProblems(result.error.issues);
};

describe('validation wording', () => {
  const Text = z.string().check(z.trim(), z.minLength(1), z.maxLength(5));
  const Item = z.object({ title: Text, count: z.optional(z.number().check(z.int(), z.gte(1))) });

  it.each([
    [Item, {}, 'Required'],
    [Item, { title: '' }, 'Required'],
    [Item, { title: 'Too long' }, 'At most 5 characters'],
    [Item, { title: 7 }, 'Must be text'],
    [Item, { title: 'ok', count: '2' }, 'Must be a number'],
    [Item, { title: 'ok', count: 0 }, 'Must be at least 1'],
    [z.array(Text).check(z.minLength(1)), [], 'Add at least 1 entry'],
    [z.enum(['a', 'b']), 'c', 'Must be one of: a, b'],
    [z.strictObject({ a: z.optional(Text) }), { b: 1 }, 'Unknown field: b'],
  ] as const)('words %j of %j as people read it', (schema, value, message) => {
    expect(problems(schema, value)[0]?.message).toBe(message);
  });

  it('keeps a schema’s own message', () => {
    const Link = z.string().check(z.refine((value) => value.startsWith('/'), 'Must start with /'));
    expect(problems(Link, 'x')[0]?.message).toBe('Must start with /');
  });

  it('follows the union branch that got deepest', () => {
    const Banner = z.union([
      z.strictObject({ title: Text, slides: z.array(Item) }),
      z.strictObject({ title: Text, description: Text }),
    ]);
    expect(problems(Banner, { title: 'ok', slides: [{ title: '' }] })).toEqual([
      { path: ['slides', 0, 'title'], message: 'Required' },
    ]);
  });

  it('describes the first problem with a count of the rest', () => {
    const result = Item.safeParse({ title: '', count: 0 }, { error: validationMessage });
    expect(result.success ? '' : describeIssues(result.error.issues)).toBe('title: Required (+1 more)');
  });
});
