import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp, testAdmin, tokenFor } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('request logs', () => {
  it('record requests without passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
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
});
