import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform, jsonResponse } from './api.test-support';
import { postJobApplication, toJobApplicationFormData } from './job-application-mutation';

const fetchMock = vi.fn<typeof fetch>();
const payload = {
  jobTitle: 'Senior Cloud Security Engineer',
  name: 'Sam Okafor',
  email: 'sam@example.com',
  phone: '',
  coverLetter: 'I build guardrails.',
};
const resume = new File(['%PDF-1.4\n'], 'sam-okafor.pdf', { type: 'application/pdf' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform('token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toJobApplicationFormData', () => {
  it('sends each filled field by name and the file as `resume`', () => {
    const data = toJobApplicationFormData({ payload, resume });
    expect(data.get('jobTitle')).toBe('Senior Cloud Security Engineer');
    expect(data.get('name')).toBe('Sam Okafor');
    expect(data.get('coverLetter')).toBe('I build guardrails.');
    expect(data.has('phone')).toBe(false);
    const file = data.get('resume');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('sam-okafor.pdf');
  });

  it('sends no file part when no résumé was chosen', () => {
    expect(toJobApplicationFormData({ payload }).has('resume')).toBe(false);
  });
});

describe('postJobApplication', () => {
  it('posts multipart form data, leaving its content type to fetch', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 9 }));
    await expect(postJobApplication({ payload, resume })).resolves.toEqual({ id: 9 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/job-applications');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('leaves retrying a lost connection to the mutation: one request only', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postJobApplication({ payload })).rejects.toMatchObject({ status: 0, retryable: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
