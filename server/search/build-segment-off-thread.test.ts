import { describe, expect, it } from 'vitest';
import { buildPostingSegment } from '../../contract/search/posting-segment';
import { buildSegmentOffThread } from './build-segment-off-thread';

describe('posting segments built on a worker thread', () => {
  it('come back the same as built in place', async () => {
    const entries = Array.from(
      { length: 1200 },
      (_, slot) => [slot * 3, `text ${slot} İstanbul ÿü zero trust ${slot % 7}`] as [number, string],
    );
    const offThread = await buildSegmentOffThread(entries, { offThreadAboveChars: 0 });
    const inPlace = buildPostingSegment(entries);
    expect([...offThread.keys]).toEqual([...inPlace.keys]);
    expect([...offThread.offsets]).toEqual([...inPlace.offsets]);
    expect([...offThread.bytes]).toEqual([...inPlace.bytes]);
  });
});
