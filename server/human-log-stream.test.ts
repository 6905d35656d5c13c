import { describe, expect, it } from 'vitest';
import { humanLogLine } from './human-log-stream';

describe('human-readable log lines', () => {
  it('shows time, level, message and the fields, without pino’s bookkeeping', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 25, 12, 4, 5),
      pid: 7,
      hostname: 'box',
      reqId: 'req-1',
      msg: 'an idle database connection broke',
      statusCode: 503,
      url: '/api/public/pages',
      note: 'two words',
    });
    expect(humanLogLine(line)).toBe(
      '12:04:05 WARN  an idle database connection broke statusCode=503 url=/api/public/pages note="two words"\n',
    );
  });

  it('puts an error’s stack on the lines below, and passes a line that is not JSON through', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { type: 'Error', stack: 'Error: boom\n    at x' },
    });
    expect(humanLogLine(line)).toBe('00:00:00 ERROR failed\nError: boom\n    at x\n');
    expect(humanLogLine('plain text')).toBe('plain text');
  });
});
