import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { storedResumes } from '../../test/stored-resumes';
import { createTestApp, multipart, samplePdf } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { submissions: { max: 100, timeWindow: 60_000 } } });
});
afterEach(() => t.close());

const contact = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Harbour Mutual',
  subject: 'Zero trust roadmap',
  message: 'We would like to discuss a zero trust assessment for our claims platform.',
};

const application = { jobTitle: 'Senior Cloud Security Consultant', name: 'Sam Okafor', email: 'sam@example.com' };

describe('POST /api/public/contact', () => {
  it('stores the submission and answers 201 with its id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/public/contact', payload: contact });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const row = await t.app.repos.contactSubmissions.findById(id);
    expect(row).toMatchObject({ name: 'Priya Raman', email: 'priya@example.com', status: 'new', phone: null });
  });

  it('names every missing required field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/public/contact', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { name: 'Required', email: expect.any(String), message: 'Required' },
    });
  });

  it('names wrong-typed and oversized fields', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { ...contact, phone: 12345 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json<{ fields: object }>().fields)).toEqual(['phone']);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { ...contact, message: 'x'.repeat(5001) },
    });
    expect(tooLong.json()).toMatchObject({ fields: { message: 'At most 5000 characters' } });
  });

  it('answers a non-object body with a 400, not a crash', async () => {
    for (const payload of ['"text"', '[1,2]', 'null', '{bad json']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.body).not.toMatch(/at .*\.ts/);
    }
  });

  it('files a filled honeypot as spam while looking successful', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { ...contact, website: 'http://spam' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('contact_submissions').select(['folder', 'email']).execute();
    expect(rows).toEqual([{ folder: 'spam', email: contact.email }]);
  });

  it('is rate limited per IP', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { submissions: { max: 2, timeWindow: 60_000 } } });
    const codes = [];
    for (let index = 0; index < 3; index += 1) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/public/contact', payload: contact })).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });

  it('is rate limited across every IP, both forms sharing one budget', async () => {
    await t.close();
    t = await createTestApp({
      rateLimits: {
        submissions: { max: 100, timeWindow: 60_000 },
        submissionsGlobal: { max: 3, timeWindow: 60_000 },
      },
    });
    const post = (index: number, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: `203.0.113.${index + 1}` });
    const answers = [
      await post(0, '/api/public/contact', contact),
      await post(1, '/api/public/job-applications', application),
      await post(2, '/api/public/contact', contact),
      await post(3, '/api/public/job-applications', application),
      await post(4, '/api/public/contact', contact),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]?.json()).toEqual({ error: 'Too many requests: please wait a minute and try again' });
    expect(answers[3]?.headers['retry-after']).toBeDefined();
    expect(await t.app.db.selectFrom('job_applications').selectAll().execute()).toHaveLength(1);
  });
});

describe('POST /api/public/job-applications', () => {
  const resumes = () => storedResumes(t.app.db);

  it('stores an application with a PDF résumé in the database', async () => {
    const form = await multipart(application, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: samplePdf,
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(response.statusCode).toBe(201);
    const row = await t.app.repos.jobApplications.findById(response.json<{ id: number }>().id);
    expect(row).toMatchObject({
      job_title: application.jobTitle,
      resume_original_name: 'cv.pdf',
      resume_size: samplePdf.length,
    });
    // The bytes are in the database (every instance can serve them), not on this instance's disk.
    expect(await storedResumes(t.app.db)).toEqual([row?.resume_file]);
    expect(existsSync(path.join(t.dataDir, 'resumes'))).toBe(false);
    // Résumés are never reachable over HTTP.
    expect((await t.app.inject(`/resumes/${row?.resume_file}`)).statusCode).toBe(404);
  });

  it('accepts an application without a résumé, as JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', payload: application });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file that is not a PDF, by type and by content', async () => {
    const wrongType = await multipart(application, {
      field: 'resume',
      name: 'cv.docx',
      type: 'application/msword',
      bytes: samplePdf,
    });
    const byType = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...wrongType });
    expect(byType.statusCode).toBe(400);
    expect(byType.json()).toMatchObject({ fields: { resume: 'The résumé must be a PDF file' } });

    const disguised = await multipart(application, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: new TextEncoder().encode('MZ not a pdf at all'),
    });
    const byContent = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...disguised });
    expect(byContent.statusCode).toBe(400);
    expect(await resumes()).toHaveLength(0);
  });

  it('refuses a résumé over 5 MB and keeps nothing of it', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(samplePdf);
    const form = await multipart(application, {
      field: 'resume',
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { resume: 'The résumé must be at most 5 MB' } });
    expect(await resumes()).toHaveLength(0);
    expect(await t.app.db.selectFrom('job_applications').selectAll().execute()).toHaveLength(0);
  });

  it('names bad fields and discards the uploaded résumé', async () => {
    const form = await multipart(
      { jobTitle: '', name: 'Sam', email: 'nope', linkedinUrl: 'javascript:alert(1)' },
      { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'jobTitle',
      'linkedinUrl',
    ]);
    expect(await resumes()).toHaveLength(0);
  });
});
