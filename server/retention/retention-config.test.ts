import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import { defaultRetention } from './retention-settings';

describe('retention settings from the environment', () => {
  it('default to a year, half a year for résumés, a month for spam and a year for the audit log', () => {
    expect(readServerConfig({}).retention).toEqual(defaultRetention);
    expect(defaultRetention).toEqual({ submissionDays: 365, resumeDays: 180, spamDays: 30, auditLogDays: 365 });
  });

  it('read each variable', () => {
    const env = {
      SUBMISSION_RETENTION_DAYS: '730',
      RESUME_RETENTION_DAYS: '90',
      SPAM_RETENTION_DAYS: '7',
      AUDIT_LOG_RETENTION_DAYS: '2555',
    };
    expect(readServerConfig(env).retention).toEqual({
      submissionDays: 730,
      resumeDays: 90,
      spamDays: 7,
      auditLogDays: 2555,
    });
  });

  it('refuse anything but a whole number of days, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'forever']) {
      expect(() => readServerConfig({ SPAM_RETENTION_DAYS: value }), value).toThrow(
        'SPAM_RETENTION_DAYS must be a whole number of days, at least 1',
      );
      expect(() => readServerConfig({ AUDIT_LOG_RETENTION_DAYS: value }), value).toThrow(
        'AUDIT_LOG_RETENTION_DAYS must be a whole number of days, at least 1',
      );
    }
  });
});
