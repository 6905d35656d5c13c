import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import type { NewSubmissions } from './submission-notifier';
import { createSubmissionNotifier, submissionPollMs } from './submission-notifier';

const backends: Record<BackendId, BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: 'https://api.example.com', authMode: 'token' },
};

/** Each backend answers its own queue of counts (the last one repeats); `active` is what main would say. */
function setup(counts: Partial<Record<BackendId, Array<NewSubmissions | null>>>, active: BackendId = 'hosted') {
  const state = { active };
  const deps = {
    activeBackend: () => backends[state.active],
    readCounts: vi.fn(async (backend: BackendInfo) => {
      const queue = counts[backend.id] ?? [null];
      return (queue.length > 1 ? queue.shift() : queue[0]) ?? null;
    }),
    newestNewId: vi.fn(async (_backend: BackendInfo, _kind: 'contact' | 'job') => 42 as number | null),
    notify: vi.fn(),
    setBadge: vi.fn(),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { deps, state, notifier: createSubmissionNotifier(deps) };
}

describe('new submission notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off until started and polls nothing', async () => {
    const { deps, notifier } = setup({ hosted: [{ contact: 1, job: 0 }] });
    await vi.advanceTimersByTimeAsync(submissionPollMs * 3);
    expect(notifier.running).toBe(false);
    expect(deps.readCounts).not.toHaveBeenCalled();
  });

  it('sets the badge from the first poll without announcing what was already there, then notifies each rise', async () => {
    const { deps, notifier } = setup({
      hosted: [
        { contact: 2, job: 1 },
        { contact: 3, job: 1 },
        { contact: 3, job: 3 },
      ],
    });
    notifier.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.setBadge).toHaveBeenLastCalledWith(3);

    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'New contact submission', body: '1 new message to read.' }),
    );
    expect(deps.setBadge).toHaveBeenLastCalledWith(4);

    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'New job application', body: '2 new applications to read.' }),
    );
    expect(deps.setBadge).toHaveBeenLastCalledWith(6);
  });

  it('a notification of one submission opens that one; of several, the list of new ones, on its backend', async () => {
    const { deps, notifier } = setup({
      hosted: [
        { contact: 0, job: 0 },
        { contact: 1, job: 2 },
      ],
    });
    notifier.start();
    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.newestNewId).toHaveBeenCalledWith(backends.hosted, 'contact');
    expect(deps.notify.mock.calls.map(([announcement]) => announcement)).toEqual([
      expect.objectContaining({ backend: 'hosted', path: '/admin/contact-submissions?status=new&open=42' }),
      expect.objectContaining({ backend: 'hosted', path: '/admin/job-submissions?status=new' }),
    ]);
  });

  it('after a backend switch, starts a new baseline instead of announcing the difference between two databases', async () => {
    const { deps, state, notifier } = setup({
      hosted: [{ contact: 2, job: 1 }],
      local: [
        { contact: 9, job: 3 },
        { contact: 9, job: 3 },
        { contact: 10, job: 3 },
      ],
    });
    notifier.start();
    await vi.advanceTimersByTimeAsync(0);
    state.active = 'local';
    notifier.backendChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.setBadge).toHaveBeenLastCalledWith(12);
    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).toHaveBeenCalledOnce();
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ body: '1 new message to read.', backend: 'local' }),
    );
  });

  it('drops an answer the old backend gives after the switch', async () => {
    const { deps, state, notifier } = setup({ local: [{ contact: 9, job: 3 }] });
    let answerHosted: (counts: NewSubmissions) => void = () => undefined;
    deps.readCounts.mockImplementationOnce(() => new Promise((resolve) => (answerHosted = resolve)));
    notifier.start();
    state.active = 'local';
    notifier.backendChanged();
    await vi.advanceTimersByTimeAsync(0);
    answerHosted({ contact: 1, job: 0 });
    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.setBadge).toHaveBeenLastCalledWith(12);
  });

  it('says nothing when the counts cannot be read, and clears the badge when switched off', async () => {
    const { deps, notifier } = setup({ hosted: [null] });
    notifier.start();
    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).not.toHaveBeenCalled();
    notifier.stop();
    expect(deps.setBadge).toHaveBeenLastCalledWith(0);
    const polls = deps.readCounts.mock.calls.length;
    await vi.advanceTimersByTimeAsync(submissionPollMs * 2);
    expect(deps.readCounts.mock.calls.length).toBe(polls);
  });
});
