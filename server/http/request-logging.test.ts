import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp, testAdmin, tokenFor } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('request logs', () => {
  it('record requests without passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logger: { level: 'debug', stream: { write: (line) => lines.push(line) } } });
    const token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
    await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${token}`, cookie: 'sid=secret-cookie-value' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'typed-password-123' },
    });

    const log = lines.join('\n');
    expect(log).toContain('/api/user');
    expect(log).not.toContain(token);
    expect(log).not.toContain(testAdmin.password);
    expect(log).not.toContain('typed-password-123');
    expect(log).not.toContain('secret-cookie-value');
  });

  it('write one line per request at debug level, none at the default info level', async () => {
    const debugLines: string[] = [];
    t = await createTestApp({ logger: { level: 'debug', stream: { write: (line) => debugLines.push(line) } } });
    await t.app.inject('/api/public/pages/no-such-page');
    const requests = debugLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((record) => record.msg === 'request completed');
    expect(requests).toEqual([
      expect.objectContaining({ level: 20, method: 'GET', url: '/api/public/pages/no-such-page', statusCode: 404 }),
    ]);
    await t.close();

    const infoLines: string[] = [];
    t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => infoLines.push(line) } } });
    await t.app.inject('/api/public/pages/no-such-page');
    expect(infoLines.filter((line) => line.includes('/api/public/pages/no-such-page'))).toEqual([]);
  });
});
