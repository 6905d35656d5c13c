import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerFieldErrors } from './apply-server-field-errors';

type Values = { name: string; email: string; message: string };
const formOrder = ['name', 'email', 'message'] as const;

describe('applyServerFieldErrors', () => {
  it('puts each known message under its field and focuses the first one in form order', () => {
    const setError = vi.fn();
    const error = new ApiError('Invalid input: message, email', {
      status: 400,
      fields: { message: 'Too short', email: 'Not an address' },
    });
    expect(applyServerFieldErrors<Values>(error, setError, formOrder)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Not an address' }, { shouldFocus: true }],
      ['message', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ]);
  });

  it('reports false when no field of the form is named, so the caller shows the error itself', () => {
    const setError = vi.fn();
    const unknownField = new ApiError('Invalid input: jobTitle', { status: 400, fields: { jobTitle: 'Required' } });
    expect(applyServerFieldErrors<Values>(unknownField, setError, formOrder)).toBe(false);
    expect(
      applyServerFieldErrors<Values>(new ApiError('Server error: 503', { status: 503 }), setError, formOrder),
    ).toBe(false);
    expect(applyServerFieldErrors<Values>(new Error('boom'), setError, formOrder)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
