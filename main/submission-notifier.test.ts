import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewSubmissions } from './submission-notifier';
import { createSubmissionNotifier, submissionPollMs } from './submission-notifier';

function setup(counts: Array<NewSubmissions | null>) {
  const deps = {
    readCounts: vi.fn(async () => (counts.length > 1 ? counts.shift() : counts[0]) ?? null),
    notify: vi.fn(),
    setBadge: vi.fn(),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { deps, notifier: createSubmissionNotifier(deps) };
}

describe('new submission notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off until started and polls nothing', async () => {
    const { deps, notifier } = setup([{ contact: 1, job: 0 }]);
    await vi.advanceTimersByTimeAsync(submissionPollMs * 3);
    expect(notifier.running).toBe(false);
    expect(deps.readCounts).not.toHaveBeenCalled();
  });

  it('sets the badge from the first poll without announcing what was already there, then notifies each rise', async () => {
    const { deps, notifier } = setup([
      { contact: 2, job: 1 },
      { contact: 3, job: 1 },
      { contact: 3, job: 3 },
    ]);
    notifier.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.setBadge).toHaveBeenLastCalledWith(3);

    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).toHaveBeenCalledWith('New contact submission', '1 new message to read.');
    expect(deps.setBadge).toHaveBeenLastCalledWith(4);

    await vi.advanceTimersByTimeAsync(submissionPollMs);
    expect(deps.notify).toHaveBeenLastCalledWith('New job application', '2 new applications to read.');
    expect(deps.setBadge).toHaveBeenLastCalledWith(6);
  });

  it('says nothing when the counts cannot be read, and clears the badge when switched off', async () => {
    const { deps, notifier } = setup([null]);
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
