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
        { username: 'no-such-user-1', source: '203.0.113.1', attempted_at: hoursAgo(3) },
        { username: 'admin', source: '203.0.113.1', attempted_at: hoursAgo(2) },
        { username: 'no-such-user-2', source: '203.0.113.2', attempted_at: hoursAgo(0.1) },
      ])
      .execute();
    expect(await runHousekeeping(t.app)).toEqual({ loginAttemptsPruned: 2 });
    const left = await t.app.db.selectFrom('login_attempts').select('username').execute();
    expect(left).toEqual([{ username: 'no-such-user-2' }]);
  });
});
