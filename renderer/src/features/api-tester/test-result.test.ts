import { describe, expect, it } from 'vitest';
import { toTestResult, unknownErrorResult } from './test-result';

const testedAt = new Date('2026-03-01T10:15:30Z');

describe('toTestResult', () => {
  it('a 2xx JSON answer is a success carrying the parsed data', () => {
    expect(toTestResult(200, 'OK', '{"content":{"title":"Home"}}', testedAt)).toEqual({
      status: 200,
      success: true,
      data: { content: { title: 'Home' } },
      error: null,
      testedAt,
    });
  });

  it('a non-2xx answer fails with "HTTP Error {status} {statusText}" and no data', () => {
    expect(toTestResult(401, 'Unauthorized', '{"error":"Unauthorized"}', testedAt)).toEqual({
      status: 401,
      success: false,
      data: null,
      error: 'HTTP Error 401 Unauthorized',
      testedAt,
    });
    expect(toTestResult(503, 'Service Unavailable', '', testedAt).error).toBe('HTTP Error 503 Service Unavailable');
    expect(toTestResult(302, 'Found', '', testedAt).error).toBe('HTTP Error 302 Found');
  });

  it('a 2xx answer that is not JSON fails with "Invalid JSON response"', () => {
    const result = toTestResult(200, 'OK', '<!doctype html><html></html>', testedAt);
    expect(result).toMatchObject({ status: 200, success: false, data: null, error: 'Invalid JSON response' });
    expect(toTestResult(200, 'OK', '', testedAt).error).toBe('Invalid JSON response');
  });

  it('a 204 with no body is a success without data', () => {
    expect(toTestResult(204, 'No Content', '', testedAt)).toMatchObject({ success: true, data: null, error: null });
  });

  it('no answer at all (status 0) gets the network message', () => {
    expect(toTestResult(0, 'Network error', 'Failed to fetch', testedAt)).toMatchObject({
      status: 0,
      success: false,
      error: 'Network connection error - please check your connection and try again',
    });
  });

  it('JSON null is still JSON', () => {
    expect(toTestResult(200, 'OK', 'null', testedAt)).toMatchObject({ success: true, data: null });
  });
});

describe('unknownErrorResult', () => {
  it('says "Unknown error"', () => {
    expect(unknownErrorResult(testedAt)).toEqual({
      status: 0,
      success: false,
      data: null,
      error: 'Unknown error',
      testedAt,
    });
  });
});
