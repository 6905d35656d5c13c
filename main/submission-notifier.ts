import type { AdminStats } from '../contract/admin/admin-stats';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';

export type NewSubmissions = AdminStats['newSubmissions'];
export type SubmissionKindName = keyof NewSubmissions;

/** A notification: what it says, and the app screen (on the backend it came from) a click opens. */
export interface Announcement {
  title: string;
  body: string;
  backend: BackendId;
  /** `/admin/contact-submissions?status=new&open=42`: the one new submission, or the list of new ones. */
  path: string;
}

export interface SubmissionNotifierDeps {
  activeBackend(): BackendInfo;
  /** That backend's counts of new submissions, or null when they cannot be read (signed out, offline). */
  readCounts(backend: BackendInfo): Promise<NewSubmissions | null>;
  /** The newest new submission of a kind on that backend, so a notification of one opens that one. */
  newestNewId(backend: BackendInfo, kind: SubmissionKindName): Promise<number | null>;
  notify(announcement: Announcement): void;
  /** Dock (macOS), launcher (Linux) or taskbar overlay (Windows), see badge.ts; 0 clears it. */
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
  /** The active backend changed: its counts are another database's, so they start a new baseline. */
  backendChanged(): void;
}

export const submissionPollMs = 60_000;

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const wording: Record<SubmissionKindName, { title: string; one: string; many: string; list: string }> = {
  contact: {
    title: 'New contact submission',
    one: 'new message',
    many: 'new messages',
    list: '/admin/contact-submissions',
  },
  job: {
    title: 'New job application',
    one: 'new application',
    many: 'new applications',
    list: '/admin/job-submissions',
  },
};

/**
 * Polls the admin stats while switched on (off by default; View menu) and says when new contact or job
 * submissions arrive: a native notification for each rise, and the badge shows how many are unread. The
 * first poll only sets the baseline, so switching it on does not announce what was already there; a
 * backend switch starts a new baseline, and an answer from the backend left behind is dropped.
 */
export function createSubmissionNotifier(deps: SubmissionNotifierDeps): SubmissionNotifier {
  let timer: unknown;
  let last: NewSubmissions | undefined;
  let running = false;
  // Bumped by each switch: a poll that began before it answers for the old backend and is ignored.
  let generation = 0;

  async function announce(backend: BackendInfo, kind: SubmissionKindName, rise: number, asked: number) {
    const { title, one, many, list } = wording[kind];
    const id = rise === 1 ? await deps.newestNewId(backend, kind).catch(() => null) : null;
    if (!running || asked !== generation) return;
    const path = id === null ? `${list}?status=new` : `${list}?status=new&open=${id}`;
    deps.notify({ title, body: `${plural(rise, one, many)} to read.`, backend: backend.id, path });
  }

  async function poll(): Promise<void> {
    const asked = generation;
    const backend = deps.activeBackend();
    const counts = await deps.readCounts(backend).catch(() => null);
    if (!running || asked !== generation || !counts) return;
    const previous = last;
    last = counts;
    deps.setBadge(counts.contact + counts.job);
    if (!previous) return;
    for (const kind of ['contact', 'job'] as const) {
      const rise = counts[kind] - previous[kind];
      if (rise > 0) await announce(backend, kind, rise, asked);
    }
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
    backendChanged() {
      generation += 1;
      last = undefined;
      if (!running) return;
      deps.setBadge(0);
      void poll();
    },
  };
}
