import type { DocumentEvent, SavedVersion } from '../../contract/admin/document-events';
import { documentEventsPingMs } from '../../contract/admin/document-events';
import type { ChangeNotices } from '../instances/change-notices';
import type { DocumentNotice } from './document-notice';
import type { Person, PresenceRecorder } from './presence-board';

/** One open editor's event stream, as the hub sees it. */
export interface DocumentStream {
  /** `pages/7`: the collection and key, as the presence board files it. */
  readonly item: string;
  readonly user: Person;
  /** Writes an event; null writes only a keep-alive comment. */
  send(event: DocumentEvent | null): void;
  /** Ends the stream from the server's side (its age, or the app closing). */
  end(): void;
}

export interface DocumentStreamsTimings {
  /** How often each stream gets a keep-alive and each person's presence is recorded again. */
  tickMs: number;
  /** A closed stream's person stays this long, so a reconnect does not read as leaving and coming back. */
  leaveGraceMs: number;
  /** A stream is ended after this (the client opens another at once): its sign-in is checked again then. */
  maxAgeMs: number;
}

export const defaultDocumentStreamsTimings: DocumentStreamsTimings = {
  tickMs: documentEventsPingMs,
  leaveGraceMs: 3_000,
  maxAgeMs: 5 * 60_000,
};

interface OpenStream {
  stream: DocumentStream;
  openedAt: number;
  /** The others this stream was last told of, as JSON: only a change is sent. */
  told?: string;
}

const pairKey = (item: string, userId: number) => `${item} ${userId}`;

/**
 * The open editors' event streams of this instance, by item. Presence itself lives on the presence board (in
 * memory on SQLite, `editor_presence` on PostgreSQL); this tells streams when it changes: at once for someone who
 * opens or closes an item here, through the change notices for another instance's, and every tick for heartbeats
 * that lapsed. Saves are passed on as they are. Nothing here holds a listener per stream beyond its entry.
 */
export class DocumentStreams {
  readonly #byItem = new Map<string, Set<OpenStream>>();
  readonly #leaving = new Map<string, NodeJS.Timeout>();
  /** Refreshes of an item may finish out of order: only the newest one started is told. */
  readonly #refreshes = new Map<string, { started: number; told: number }>();
  #ticker: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #timings: DocumentStreamsTimings;

  constructor(
    private readonly board: PresenceRecorder,
    private readonly notices: ChangeNotices,
    private readonly warn: (error: unknown, message: string) => void,
    timings: Partial<DocumentStreamsTimings> = {},
  ) {
    this.#timings = { ...defaultDocumentStreamsTimings, ...timings };
    notices.onDocument((notice) => void this.#heard(notice).catch((error: unknown) => this.#failed(error)));
  }

  /** Open streams on this instance (the leak test counts them). */
  get size(): number {
    let count = 0;
    for (const streams of this.#byItem.values()) count += streams.size;
    return count;
  }

  /** Leaves waiting for their grace to pass (the leak test counts them too). */
  get leaving(): number {
    return this.#leaving.size;
  }

  /** How many streams `userId` holds open here: the route refuses more than a few per person. */
  countFor(userId: number): number {
    let count = 0;
    for (const streams of this.#byItem.values())
      for (const open of streams) if (open.stream.user.id === userId) count += 1;
    return count;
  }

  /**
   * Adds a stream: its person is recorded as present, every stream of the item (this one too) is told who is
   * there, and so are the other instances. Answers the function that removes it, to call when it closes.
   */
  async open(stream: DocumentStream): Promise<() => void> {
    const entry: OpenStream = { stream, openedAt: Date.now() };
    const key = pairKey(stream.item, stream.user.id);
    clearTimeout(this.#leaving.get(key));
    this.#leaving.delete(key);
    const streams = this.#byItem.get(stream.item) ?? new Set();
    streams.add(entry);
    this.#byItem.set(stream.item, streams);
    this.#ticker ??= setInterval(() => void this.#tick(), this.#timings.tickMs).unref();
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      this.#remove(entry);
    };
    try {
      await this.board.beat(stream.item, stream.user);
      await this.#refresh(stream.item);
      this.notices.announceDocument({ kind: 'presence', item: stream.item });
    } catch (error) {
      this.#failed(error);
    }
    return remove;
  }

  /** A save of `item`: every stream of it but its author's is told, here and on the other instances. */
  saved(item: string, saved: SavedVersion): void {
    this.#deliver(item, saved);
    this.notices.announceDocument({ kind: 'saved', item, saved });
  }

  /** Everyone who has `item` open, on any instance. */
  async present(item: string): Promise<Person[]> {
    return await this.board.present(item);
  }

  /** Someone other than `userId` has `item` open, on any instance: only then is a save worth describing. */
  async watchedByOthers(item: string, userId: number): Promise<boolean> {
    return (await this.board.present(item)).some((person) => person.id !== userId);
  }

  /** Ends every stream (the app is closing: an open stream would keep the server from closing). */
  closeAll(): void {
    this.#closed = true;
    clearInterval(this.#ticker);
    for (const timer of this.#leaving.values()) clearTimeout(timer);
    this.#leaving.clear();
    for (const streams of [...this.#byItem.values()]) for (const open of [...streams]) open.stream.end();
    this.#byItem.clear();
  }

  #remove(entry: OpenStream): void {
    const { item, user } = entry.stream;
    const streams = this.#byItem.get(item);
    streams?.delete(entry);
    if (streams?.size === 0) {
      this.#byItem.delete(item);
      this.#refreshes.delete(item);
    }
    if (this.#byItem.size === 0) {
      clearInterval(this.#ticker);
      this.#ticker = undefined;
    }
    if (this.#closed || [...(streams ?? [])].some((open) => open.stream.user.id === user.id)) return;
    const key = pairKey(item, user.id);
    const timer = setTimeout(() => {
      this.#leaving.delete(key);
      void this.#leave(item, user.id).catch((error: unknown) => this.#failed(error));
    }, this.#timings.leaveGraceMs);
    this.#leaving.set(key, timer.unref());
  }

  async #leave(item: string, userId: number): Promise<void> {
    await this.board.leave(item, userId);
    await this.#refresh(item);
    this.notices.announceDocument({ kind: 'presence', item, left: userId });
  }

  /** Tells each stream of `item` who else is there now, if that changed since it was last told. */
  async #refresh(item: string): Promise<void> {
    if (!this.#byItem.has(item)) return;
    const order = this.#refreshes.get(item) ?? { started: 0, told: 0 };
    const mine = (order.started += 1);
    this.#refreshes.set(item, order);
    const present = await this.board.present(item);
    if (mine < order.told) return;
    order.told = mine;
    for (const open of this.#byItem.get(item) ?? []) {
      const others = present.filter((person) => person.id !== open.stream.user.id);
      const told = JSON.stringify(others);
      if (open.told === told) continue;
      open.told = told;
      open.stream.send({ event: 'presence', data: { others } });
    }
  }

  #deliver(item: string, saved: SavedVersion): void {
    for (const open of this.#byItem.get(item) ?? []) {
      if (open.stream.user.id !== saved.updatedBy?.id) open.stream.send({ event: 'saved', data: saved });
    }
  }

  async #heard(notice: DocumentNotice): Promise<void> {
    const streams = this.#byItem.get(notice.item);
    if (!streams) return;
    if (notice.kind === 'saved') return this.#deliver(notice.item, notice.saved);
    // Someone left on another instance but still has the item open here: they are still present.
    const stillHere = [...streams].find((open) => open.stream.user.id === notice.left)?.stream.user;
    if (stillHere) {
      await this.board.beat(notice.item, stillHere);
      this.notices.announceDocument({ kind: 'presence', item: notice.item });
    }
    await this.#refresh(notice.item);
  }

  /** Keeps streams alive, ends old ones, records everyone again and notices heartbeats that lapsed elsewhere. */
  async #tick(): Promise<void> {
    const now = Date.now();
    const people = new Map<string, { item: string; user: Person }>();
    for (const streams of this.#byItem.values()) {
      for (const open of streams) {
        if (now - open.openedAt >= this.#timings.maxAgeMs) open.stream.end();
        else open.stream.send(null);
        people.set(pairKey(open.stream.item, open.stream.user.id), open.stream);
      }
    }
    try {
      for (const { item, user } of people.values()) await this.board.beat(item, user);
      for (const item of [...this.#byItem.keys()]) await this.#refresh(item);
    } catch (error) {
      this.#failed(error);
    }
  }

  #failed(error: unknown): void {
    this.warn(error, 'could not update who has a document open');
  }
}
