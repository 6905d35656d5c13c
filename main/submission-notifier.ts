import type { AdminStats } from '../contract/admin/admin-stats';

export type NewSubmissions = AdminStats['newSubmissions'];

export interface SubmissionNotifierDeps {
  /** The active backend's counts of new submissions, or null when they cannot be read (signed out, offline). */
  readCounts(): Promise<NewSubmissions | null>;
  notify(title: string, body: string): void;
  /** Dock (macOS) or taskbar/launcher (Windows, Linux) badge; 0 clears it. */
  setBadge(count: number): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface SubmissionNotifier {
  start(): void;
  stop(): void;
  readonly running: boolean;
  /** One poll; exported for the tests and for a poll right after signing in. */
  poll(): Promise<void>;
}

export const submissionPollMs = 60_000;

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * Polls the admin stats while switched on (off by default; View menu) and says when new contact or job
 * submissions arrive: a native notification for each rise, and the badge shows how many are unread. The
 * first poll only sets the baseline, so switching it on does not announce what was already there.
 */
export function createSubmissionNotifier(deps: SubmissionNotifierDeps): SubmissionNotifier {
  let timer: unknown;
  let last: NewSubmissions | undefined;
  let running = false;

  async function poll(): Promise<void> {
    const counts = await deps.readCounts().catch(() => null);
    if (!running || !counts) return;
    if (last) {
      const contact = counts.contact - last.contact;
      const job = counts.job - last.job;
      if (contact > 0)
        deps.notify('New contact submission', `${plural(contact, 'new message', 'new messages')} to read.`);
      if (job > 0) deps.notify('New job application', `${plural(job, 'new application', 'new applications')} to read.`);
    }
    last = counts;
    deps.setBadge(counts.contact + counts.job);
  }

  return {
    get running() {
      return running;
    },
    poll,
    start() {
      if (running) return;
      running = true;
      last = undefined;
      void poll();
      timer = deps.setInterval(() => void poll(), submissionPollMs);
    },
    stop() {
      if (!running) return;
      running = false;
      deps.clearInterval(timer);
      deps.setBadge(0);
    },
  };
}
