import type { Presence } from '../../contract/admin/presence';
import { presenceExpiryMs } from '../../contract/admin/presence';

export type Person = Presence['others'][number];

/** Records a heartbeat and answers the others with the same item open: in memory, or in the database. */
export interface PresenceRecorder {
  beat(item: string, user: Person, now?: number): Person[] | Promise<Person[]>;
  /** Forgets that `userId` has `item` open (their last editor of it closed). */
  leave(item: string, userId: number): void | Promise<void>;
  /** Everyone who has `item` open now, in name order. */
  present(item: string, now?: number): Person[] | Promise<Person[]>;
}

/**
 * Who has which item open, in memory: it is a hint ("also open by …"), not a lock, so losing it on a restart
 * costs nothing and the edit-version check (412) still guards every save. It knows only this process's
 * visitors, which is all there is on SQLite; on PostgreSQL `DatabasePresenceBoard` shares them between instances. Bounded: entries expire after a minute without a heartbeat, and past `maxItems` open items a new
 * one is not recorded (its heartbeat still answers who else is there).
 */
export class PresenceBoard implements PresenceRecorder {
  readonly #items = new Map<string, Map<number, { displayName: string; seenAt: number }>>();

  constructor(
    private readonly expiryMs = presenceExpiryMs,
    private readonly maxItems = 10_000,
  ) {}

  /** Records that `user` has `item` open now, and answers the others who have it open. */
  beat(item: string, user: Person, now = Date.now()): Person[] {
    this.#expire(now);
    let open = this.#items.get(item);
    if (!open && this.#items.size < this.maxItems) {
      open = new Map();
      this.#items.set(item, open);
    }
    open?.set(user.id, { displayName: user.displayName, seenAt: now });
    return [...(open ?? [])].filter(([id]) => id !== user.id).map(([id, { displayName }]) => ({ id, displayName }));
  }

  leave(item: string, userId: number): void {
    const open = this.#items.get(item);
    open?.delete(userId);
    if (open?.size === 0) this.#items.delete(item);
  }

  present(item: string, now = Date.now()): Person[] {
    this.#expire(now);
    return [...(this.#items.get(item) ?? [])]
      .map(([id, { displayName }]) => ({ id, displayName }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  }

  #expire(now: number): void {
    for (const [item, open] of this.#items) {
      for (const [id, { seenAt }] of open) if (now - seenAt > this.expiryMs) open.delete(id);
      if (open.size === 0) this.#items.delete(item);
    }
  }
}
