import { describe, expect, it } from 'vitest';
import { PresenceBoard } from './presence-board';

const alice = { id: 1, displayName: 'Alice' };
const bob = { id: 2, displayName: 'Bob' };

describe('PresenceBoard', () => {
  it('answers the others with the same item open, not oneself nor other items', () => {
    const board = new PresenceBoard(60_000);
    expect(board.beat('pages/1', alice, 0)).toEqual([]);
    board.beat('pages/2', bob, 0);
    expect(board.beat('pages/1', bob, 1_000)).toEqual([alice]);
    expect(board.beat('pages/1', alice, 2_000)).toEqual([bob]);
  });

  it('forgets someone a minute after their last heartbeat', () => {
    const board = new PresenceBoard(60_000);
    board.beat('pages/1', alice, 0);
    expect(board.beat('pages/1', bob, 60_000)).toEqual([alice]);
    expect(board.beat('pages/1', bob, 60_001)).toEqual([]);
  });

  it('stops recording new items past its bound, still answering who is there', () => {
    const board = new PresenceBoard(60_000, 1);
    board.beat('pages/1', alice, 0);
    expect(board.beat('pages/2', bob, 0)).toEqual([]);
    expect(board.beat('pages/2', alice, 0)).toEqual([]);
    expect(board.beat('pages/1', bob, 0)).toEqual([alice]);
  });

  it('lists everyone present in name order, and forgets one who left at once', () => {
    const board = new PresenceBoard(60_000);
    board.beat('pages/1', bob, 0);
    board.beat('pages/1', alice, 0);
    expect(board.present('pages/1', 1_000)).toEqual([alice, bob]);
    board.leave('pages/1', alice.id);
    expect(board.present('pages/1', 1_000)).toEqual([bob]);
    expect(board.present('pages/1', 60_001)).toEqual([]);
  });
});
