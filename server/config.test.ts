import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or the proxies addresses and ranges', () => {
    expect(readServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(readServerConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses "true", which would let any client choose its own address', () => {
    expect(() => readServerConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*would trust every hop/s);
    expect(() => readServerConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => readServerConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('SITE_DEMO_ACCOUNT', () => {
  it('leaves the demo viewer out unless asked for (npm run dev and the browser tests ask)', () => {
    expect(readServerConfig({}).demoAccount).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'development' }).demoAccount).toBe(false);
    expect(readServerConfig({ SITE_DEMO_ACCOUNT: 'on' }).demoAccount).toBe(true);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('holds ten PostgreSQL connections per instance unless told otherwise', () => {
    expect(readServerConfig({}).databasePoolSize).toBe(10);
    expect(readServerConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses a size that is not a whole number from 1 to 100, saying so', () => {
    for (const size of ['0', '2.5', '101', 'many']) {
      expect(() => readServerConfig({ DATABASE_POOL_SIZE: size })).toThrow(
        /DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 1 to 100/,
      );
    }
  });
});

describe('SITE_URL', () => {
  it('defaults to this server on localhost and drops a trailing slash', () => {
    expect(readServerConfig({}).siteUrl).toBe('http://localhost:5000');
    expect(readServerConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(readServerConfig({ SITE_URL: 'https://www.aegisline.example/' }).siteUrl).toBe(
      'https://www.aegisline.example',
    );
  });

  it('refuses anything but an origin', () => {
    expect(() => readServerConfig({ SITE_URL: 'www.aegisline.example' })).toThrow('SITE_URL must be an origin');
    expect(() => readServerConfig({ SITE_URL: 'https://www.aegisline.example/en' })).toThrow('SITE_URL');
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  it('ends unused sessions after eight hours unless told otherwise', () => {
    expect(readServerConfig({}).sessionIdleMs).toBe(8 * 60 * 60_000);
    expect(readServerConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMs).toBe(30 * 60_000);
  });

  it('refuses anything but whole minutes from 5 to 7 days, saying so', () => {
    for (const minutes of ['4', '10081', '7.5', 'soon']) {
      expect(() => readServerConfig({ SESSION_IDLE_MINUTES: minutes })).toThrow(
        /SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 10080/,
      );
    }
  });
});
