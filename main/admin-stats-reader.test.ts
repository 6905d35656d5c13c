import { describe, expect, it, vi } from 'vitest';
import type { BackendInfo } from '../contract/desktop-bridge';
import { readNewestNewSubmission, readNewSubmissions } from './admin-stats-reader';
import { FakeSession } from './test-support/fake-session';

const hosted: BackendInfo = {
  id: 'hosted',
  label: 'Hosted backend',
  baseUrl: 'https://api.example.com',
  authMode: 'token',
};
const stats = {
  pages: { draft: 0, published: 3 },
  subpages: { draft: 1, published: 2 },
  newSubmissions: { contact: 4, job: 1 },
  recentChanges: [],
};

function setup(answer: Response) {
  const session = new FakeSession('persist:backend-hosted');
  session.fetch.mockResolvedValueOnce(answer);
  return { session, deps: { sessionFor: () => session, tokenFor: vi.fn(async () => 'tok') } };
}

describe('reading new submission counts for the notifier', () => {
  it('asks /api/admin/stats with the backend token and returns the new-submission counts', async () => {
    const { session, deps } = setup(new Response(JSON.stringify(stats)));
    expect(await readNewSubmissions(hosted, deps)).toEqual({ contact: 4, job: 1 });
    const [url, init] = session.fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/admin/stats');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('answers null when signed out or the answer is malformed', async () => {
    expect(await readNewSubmissions(hosted, setup(new Response('{}', { status: 401 })).deps)).toBeNull();
    expect(await readNewSubmissions(hosted, setup(new Response('{"pages":1}')).deps)).toBeNull();
  });

  it('finds the newest new submission of a kind, so a notification of one can open it', async () => {
    const { session, deps } = setup(new Response(JSON.stringify({ items: [{ id: 42, name: 'Ada' }], total: 3 })));
    expect(await readNewestNewSubmission(hosted, 'job', deps)).toBe(42);
    expect(session.fetch.mock.calls[0]?.[0]).toBe(
      'https://api.example.com/api/admin/job-submissions?status=new&pageSize=1',
    );
    expect(await readNewestNewSubmission(hosted, 'contact', setup(new Response('{"items":[]}')).deps)).toBeNull();
    expect(await readNewestNewSubmission(hosted, 'contact', setup(new Response('', { status: 403 })).deps)).toBeNull();
  });
});
