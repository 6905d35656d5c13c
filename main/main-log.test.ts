import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMainLog, redactSecrets } from './main-log';

describe("main's log", () => {
  it('keeps the newest lines with their level and time', () => {
    const log = createMainLog({ recentLines: 2, now: () => new Date('2026-11-25T18:00:00Z') });
    log.info('one');
    log.warn('two');
    log.error('three');
    expect(log.recent()).toEqual([
      { time: '2026-11-25T18:00:00.000Z', level: 'warn', message: 'two' },
      { time: '2026-11-25T18:00:00.000Z', level: 'error', message: 'three' },
    ]);
  });

  it.each([
    ['Authorization: Bearer abc.def-123', 'Authorization: Bearer [redacted]'],
    ['answer {"success":true,"token":"tok-42","user":1}', 'answer {"success":true,"token":"[redacted]","user":1}'],
    ['password=hunter2&x=1', 'password=[redacted]&x=1'],
    ['cookie: sid=abc; other=1', 'cookie: [redacted]'],
  ])('never writes a secret: %s', (message, expected) => {
    expect(redactSecrets(message)).toBe(expected);
  });

  it('appends to main.log and rotates it, keeping a bounded number of files', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'main-log-'));
    const log = createMainLog({ folder, maxBytes: 200, keepFiles: 2 });
    for (let index = 0; index < 40; index += 1) log.info(`line ${index} with Bearer secret-${index}`);
    const current = readFileSync(path.join(folder, 'main.log'), 'utf8');
    expect(current).toMatch(/INFO line 39 with Bearer \[redacted\]/);
    expect(current).not.toContain('secret-');
    expect(existsSync(path.join(folder, 'main.1.log'))).toBe(true);
    expect(existsSync(path.join(folder, 'main.2.log'))).toBe(true);
    expect(existsSync(path.join(folder, 'main.3.log'))).toBe(false);
  });
});
