import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { DatabasePresenceBoard } from './database-presence-board';

const alice = { id: 1, displayName: 'Alice' };
const bob = { id: 2, displayName: 'Bob' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('DatabasePresenceBoard', () => {
  it('lets two instances (two boards on one database) see each other’s editors', async () => {
    const instanceA = new DatabasePresenceBoard(t.app.db, 60_000);
    const instanceB = new DatabasePresenceBoard(t.app.db, 60_000);
    expect(await instanceA.beat('pages/1', alice, 0)).toEqual([]);
    await instanceB.beat('pages/2', bob, 0);
    expect(await instanceB.beat('pages/1', bob, 1_000)).toEqual([alice]);
    expect(await instanceA.beat('pages/1', alice, 2_000)).toEqual([bob]);
  });

  it('forgets someone a minute after their last heartbeat, and deletes the stale row', async () => {
    const board = new DatabasePresenceBoard(t.app.db, 60_000);
    await board.beat('pages/1', alice, 0);
    expect(await board.beat('pages/1', bob, 60_000)).toEqual([alice]);
    expect(await board.beat('pages/1', bob, 60_001)).toEqual([]);
    const rows = await t.app.db.selectFrom('editor_presence').select('user_id').execute();
    expect(rows).toEqual([{ user_id: bob.id }]);
  });

  it('keeps one row per person and item, with the newest display name', async () => {
    const board = new DatabasePresenceBoard(t.app.db, 60_000);
    await board.beat('pages/1', alice, 0);
    await board.beat('pages/1', { id: alice.id, displayName: 'Alice Renamed' }, 10);
    expect(await board.beat('pages/1', bob, 20)).toEqual([{ id: alice.id, displayName: 'Alice Renamed' }]);
    expect(await t.app.db.selectFrom('editor_presence').selectAll().execute()).toHaveLength(2);
  });

  it('lists everyone present in name order, and forgets one who left at once', async () => {
    const board = new DatabasePresenceBoard(t.app.db, 60_000);
    await board.beat('pages/1', bob, 0);
    await board.beat('pages/1', alice, 0);
    expect(await board.present('pages/1', 1_000)).toEqual([alice, bob]);
    await board.leave('pages/1', alice.id);
    expect(await board.present('pages/1', 1_000)).toEqual([bob]);
    expect(await board.present('pages/1', 60_001)).toEqual([]);
  });
});
