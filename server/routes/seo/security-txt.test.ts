import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultHeaderConfig } from '../../../contract/global-components/default-header-config';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { signInStaff, versionedCall } from '../admin/admin.test-support';
import { securityTxtLifetimeDays } from './security-txt-route';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp({ siteUrl: 'https://www.aegisline.example' });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const day = 24 * 60 * 60 * 1000;
const fieldsOf = (lines: string[], name: string) =>
  lines.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
const securityTxt = async () => {
  const response = await t.app.inject('/.well-known/security.txt');
  return { response, lines: response.body.split('\n') };
};
const saveContact = (changes: Record<string, unknown>) =>
  versionedCall(t.app, 'PUT', '/api/admin/global-components/header', staff.editor, {
    content: { ...defaultHeaderConfig, securityContact: { ...defaultHeaderConfig.securityContact, ...changes } },
  });

describe('GET /.well-known/security.txt', () => {
  it('answers RFC 9116 fields from the seeded security contact, Expires in the future and under a year', async () => {
    const before = Date.now();
    const { response, lines } = await securityTxt();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(fieldsOf(lines, 'Contact')).toEqual(['mailto:security@aegisline.example', 'tel:+442045862299']);
    expect(fieldsOf(lines, 'Policy')).toEqual(['https://www.aegisline.example/responsible-disclosure']);
    expect(fieldsOf(lines, 'Preferred-Languages')).toEqual(['en']);
    expect(fieldsOf(lines, 'Canonical')).toEqual(['https://www.aegisline.example/.well-known/security.txt']);
    const [expires] = fieldsOf(lines, 'Expires');
    // RFC 3339 in UTC, as the RFC asks, exactly one Expires.
    expect(fieldsOf(lines, 'Expires')).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const expiresAt = Date.parse(expires ?? '');
    expect(expiresAt).toBeGreaterThan(before + (securityTxtLifetimeDays - 1) * day);
    expect(expiresAt).toBeLessThan(before + 365 * day);
  });

  it('follows what staff published with the header, at once, and not a draft of it', async () => {
    const saved = await saveContact({
      email: 'psirt@aegisline.example',
      incidentPhone: '+44 20 7946 0000',
      policyPath: '/security/disclosure',
      preferredLanguages: 'en, de',
    });
    expect(saved.statusCode).toBe(200);
    expect(fieldsOf((await securityTxt()).lines, 'Contact')[0]).toBe('mailto:security@aegisline.example');
    const published = await versionedCall(t.app, 'POST', '/api/admin/global-components/header/publish', staff.editor);
    expect(published.statusCode).toBe(200);
    const { lines } = await securityTxt();
    expect(fieldsOf(lines, 'Contact')).toEqual(['mailto:psirt@aegisline.example', 'tel:+442079460000']);
    expect(fieldsOf(lines, 'Policy')).toEqual(['https://www.aegisline.example/security/disclosure']);
    expect(fieldsOf(lines, 'Preferred-Languages')).toEqual(['en, de']);
  });

  it('answers the defaults for a header stored before the security contact existed', async () => {
    const { securityContact: _left, ...olderHeader } = defaultHeaderConfig;
    await t.app.db
      .updateTable('global_components')
      .set({ content: JSON.stringify({ ...olderHeader, searchPlaceholder: 'Find…' }) })
      .where('name', '=', 'header')
      .execute();
    const { response, lines } = await securityTxt();
    expect(response.statusCode).toBe(200);
    expect(fieldsOf(lines, 'Contact')[0]).toBe('mailto:security@aegisline.example');
  });
});

describe('the security contact, saved with the header', () => {
  it('refuses each bad field with a 400 naming it, and keeps what was stored', async () => {
    const cases: [string, unknown][] = [
      ['email', 'not an address'],
      ['email', 42],
      ['incidentPhone', 'call us'],
      ['incidentText', ''],
      ['incidentText', 'x'.repeat(61)],
      ['policyPath', 'https://evil.example/policy'],
      ['policyPath', '//evil.example'],
      ['preferredLanguages', 'English; German'],
      ['showIncidentLine', 'yes'],
    ];
    for (const [field, value] of cases) {
      const response = await saveContact({ [field]: value });
      expect(response.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual([
        `content.securityContact.${field}`,
      ]);
    }
    const { lines } = await securityTxt();
    expect(fieldsOf(lines, 'Contact')[0]).toBe('mailto:security@aegisline.example');
  });
});
