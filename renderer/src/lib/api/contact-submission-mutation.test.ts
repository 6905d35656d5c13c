import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { installTestPlatform, jsonResponse } from './api.test-support';
import { postContactSubmission } from './contact-submission-mutation';

const fetchMock = vi.fn<typeof fetch>();
const payload = { name: 'Priya Raman', email: 'priya@example.com', message: 'We would like to talk about zero trust.' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform('token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postContactSubmission', () => {
  it('posts the payload as JSON and answers the created id', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 42 }));
    await expect(postContactSubmission(payload)).resolves.toEqual({ id: 42 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/contact');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("rejects a 400 with the server's field messages", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Invalid input: email', fields: { email: 'Enter a valid email address' } }),
    );
    const error = await postContactSubmission(payload).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fields: { email: 'Enter a valid email address' } });
  });

  it('leaves retrying a server error to the mutation: one request only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'Unavailable' }));
    await expect(postContactSubmission(payload)).rejects.toMatchObject({ status: 503, retryable: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
