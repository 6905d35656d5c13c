import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const exportCsv = (kind: string, query = '') =>
  call(t.app, 'GET', `/api/admin/${kind}/export.csv${query}`, staff.editor);
const rows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/admin/contact-submissions/export.csv', () => {
  it('downloads the current filter as CSV with quoting and formula neutralisation', async () => {
    await t.app.repos.contactSubmissions.create({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'mallory@example.com',
      company: '+Corp, Ltd',
      phone: '-1 555 0100',
      subject: '@SUM(A1:A2)',
      message: 'Line one\nLine "two"',
    });
    const archived = await t.app.repos.contactSubmissions.create({
      name: 'Archived Person',
      email: 'a@example.com',
      message: 'An old message here.',
    });
    await t.app.db.updateTable('contact_submissions').set({ status: 'archived' }).where('id', '=', archived).execute();

    const response = await exportCsv('contact-submissions', '?status=new');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      response.body.startsWith(
        '\uFEFFid,received,status,name,email,company,phone,subject,message,updated,updated by\r\n',
      ),
    ).toBe(true);
    expect(response.body).not.toContain('Archived Person');
    expect(response.body).toContain(
      `,new,"'=HYPERLINK(""http://evil.example"",""Click"")",mallory@example.com,"'+Corp, Ltd",'-1 555 0100,'@SUM(A1:A2),"Line one\nLine ""two""",`,
    );
  });

  it('applies the text and date filters and names a bad one', async () => {
    await t.app.repos.contactSubmissions.create({
      name: 'Priya Raman',
      email: 'priya@example.com',
      message: 'Hello there, team.',
    });
    await t.app.repos.contactSubmissions.create({
      name: 'Sam Okafor',
      email: 'sam@example.com',
      message: 'Hello there, team.',
    });
    const body = (await exportCsv('contact-submissions', '?q=priya')).body;
    expect(rows(body)).toHaveLength(2);
    expect(body).toContain('Priya Raman');
    expect(rows((await exportCsv('contact-submissions', '?to=2000-01-01')).body)).toHaveLength(1);
    const bad = await exportCsv('contact-submissions', '?from=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { from: 'Use a date like 2025-01-31' } });
  });
});

describe('GET /api/admin/job-submissions/export.csv', () => {
  it('exports applications with the résumé’s file name, never the stored one', async () => {
    await t.app.repos.jobApplications.create({
      jobTitle: 'Red Team Lead',
      name: 'Ada Byron',
      email: 'ada@example.com',
      coverLetter: '=cmd|" /C calc"!A0',
      resume: { file: 'a'.repeat(32) + '.pdf', originalName: 'Ada CV.pdf', size: 1234, data: Buffer.from('%PDF-') },
    });
    const response = await exportCsv('job-submissions');
    expect(response.headers['content-disposition']).toMatch(/filename="job-submissions-/);
    const [header, row] = rows(response.body);
    expect(header).toBe(
      'id,received,status,job title,name,email,phone,linkedin,cover letter,resume,updated,updated by',
    );
    expect(row).toContain(`,Red Team Lead,Ada Byron,ada@example.com,,,"'=cmd|"" /C calc""!A0",Ada CV.pdf,`);
    expect(response.body).not.toContain('a'.repeat(32));
  });
});
