import { describe, expect, it } from 'vitest';
import { describeConnectionFailure } from './describe-connection-failure';

const url = 'postgres://site:s3cret-Pass@db.internal:6432/sitedb';
const failure = (code: string, message = 'driver message') => Object.assign(new Error(message), { code });

describe('the start-up message for a PostgreSQL database that cannot be used', () => {
  it.each([
    ['ECONNREFUSED', 'nothing accepted a connection at db.internal:6432'],
    ['ENOTFOUND', 'the host name "db.internal" could not be resolved'],
    ['28P01', 'the server refused the password for user "site"'],
    ['28000', 'the server refused user "site"'],
    ['3D000', 'the database "sitedb" does not exist'],
  ])('names the problem for %s, and the database without its password', (code, reason) => {
    const message = describeConnectionFailure(url, failure(code));
    expect(message).toContain(reason);
    expect(message).toContain('postgres://site@db.internal:6432/sitedb');
    expect(message).not.toContain('s3cret-Pass');
    expect(message).not.toContain('\n');
  });

  it('says when nothing answered in time', () => {
    const message = describeConnectionFailure(url, new Error('timeout exceeded when trying to connect'));
    expect(message).toContain('no answer from db.internal:6432 within 5 s');
  });

  it('never repeats the password, even from a driver message that contains it', () => {
    const message = describeConnectionFailure(url, failure('XX000', 'oops s3cret-Pass oops'));
    expect(message).not.toContain('s3cret-Pass');
  });
});
