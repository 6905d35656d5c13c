import { afterEach, describe, expect, it } from 'vitest';
import { runHousekeeping } from './housekeeping';
import type { TestApp } from './test/test-app';
import { createTestApp } from './test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('housekeeping', () => {
  it('prunes failed sign-ins older than the throttle window, for unknown usernames too, and keeps recent ones', async () => {
    t = await createTestApp();
    await t.app.db
      .insertInto('login_attempts')
      .values([
        { username: 'no-such-user-1', source: '203.0.113.1', attempted_at: hoursAgo(3), factor: 'password' },
        { username: 'admin', source: '203.0.113.1', attempted_at: hoursAgo(2), factor: 'password' },
        { username: 'no-such-user-2', source: '203.0.113.2', attempted_at: hoursAgo(0.1), factor: 'password' },
        // Wrong codes are kept for a day.
        { username: 'admin', source: '203.0.113.3', attempted_at: hoursAgo(25), factor: 'code' },
        { username: 'admin', source: '203.0.113.4', attempted_at: hoursAgo(3), factor: 'code' },
      ])
      .execute();
    expect(await runHousekeeping(t.app)).toEqual({ loginAttemptsPruned: 3 });
    const left = await t.app.db.selectFrom('login_attempts').select('source').orderBy('source').execute();
    expect(left).toEqual([{ source: '203.0.113.2' }, { source: '203.0.113.4' }]);
  });
});
