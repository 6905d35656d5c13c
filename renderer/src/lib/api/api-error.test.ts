import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it('is an Error carrying status, fields and whether a retry may help', () => {
    const error = new ApiError('Invalid input: email', {
      status: 400,
      fields: { email: 'Enter a valid email address' },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Invalid input: email');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: 'Enter a valid email address' });
    expect(error.retryable).toBe(false);
  });

  it('counts no answer (status 0) and 5xx as retryable unless told otherwise', () => {
    expect(new ApiError('x', { status: 0 }).retryable).toBe(true);
    expect(new ApiError('x', { status: 502 }).retryable).toBe(true);
    expect(new ApiError('x', { status: 502, retryable: false }).retryable).toBe(false);
  });

  it('rewords a failure while keeping the original as its cause', () => {
    const original = new ApiError('Server error: 500', { status: 500 });
    const reworded = original.withMessage('Failed to fetch pages');
    expect(reworded.message).toBe('Failed to fetch pages');
    expect(reworded.status).toBe(500);
    expect(reworded.retryable).toBe(true);
    expect(reworded.cause).toBe(original);
  });
});
