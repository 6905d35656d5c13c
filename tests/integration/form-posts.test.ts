import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPostAction } from '../../contract/form-reply';
import { renderPage } from '../../renderer/src/ssr/entry-server';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp, multipart, samplePdf } from '../../server/test/test-app';
import { makeWebRoot } from './support/web-root';

/**
 * The public forms sent without JavaScript (issue 31): through the server's routes and the renderer's own server
 * build from source, as a browser with JavaScript off gets them. Every answer is the page, rendered.
 */
let test: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  test = await createTestApp({
    webRoot,
    pageRenderer: { renderPage },
    formTimeTrapMs: 0,
    rateLimits: { submissions: { max: 1000, timeWindow: 60_000 } },
  });
}, 60_000);

afterAll(async () => {
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

beforeEach(async () => {
  await test.app.db.deleteFrom('contact_submissions').execute();
  await test.app.db.deleteFrom('job_applications').execute();
});

/** The action the server-rendered form carries, without its fragment (a browser never sends that). */
const contactAction = formPostAction('contact', '/contact', 'contact-form').split('#')[0] ?? '';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

const postContact = (fields: Record<string, string>, headers: Record<string, string> = sameOrigin) =>
  test.app.inject({
    method: 'POST',
    url: contactAction,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** What a person reads, tags aside (the errors sit in the markup of the fields they name). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const goodContact = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Harbour Ltd',
  phone: '',
  subject: 'Partnerships',
  message: 'We would like to discuss zero trust assessments.',
  website: '',
  formToken: '',
};

describe('POST /forms/contact (the contact form without JavaScript)', () => {
  it('the page carries a real form posting there, with every field named', async () => {
    const html = (await test.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(html).toContain(`action="${formPostAction('contact', '/contact', 'contact-form').replace(/&/g, '&amp;')}"`);
    for (const name of ['name', 'email', 'company', 'phone', 'subject', 'message', 'website', 'formToken'])
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
    // Ready at first paint: nothing disables the button until code arrives.
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('stores a good message and answers the page saying it was sent', async () => {
    const response = await postContact(goodContact);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text(response.body)).toContain('Message sent');
    expect(response.body).toContain('<title>Contact');
    const rows = await test.app.db.selectFrom('contact_submissions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Priya Raman', email: 'priya@example.com', subject: 'Partnerships' });
    // No form token without JavaScript: the same rule as the API, it only counts toward spam.
    expect(rows[0]?.folder).toBe('inbox');
  });

  /** The reply the page was rendered with (the browser's form reads it too). */
  const replyOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="form-reply">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      fieldErrors: Record<string, string>;
    };

  it('with every field missing, names each required field on the page and stores nothing', async () => {
    const response = await postContact({});
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = replyOf(response.body);
    expect(Object.keys(fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    for (const message of Object.values(fieldErrors)) expect(text(response.body)).toContain(message);
    // Sent empty, as a browser sends a form left blank: the form's own words.
    const blank = await postContact({ ...goodContact, name: '', email: '', message: '' });
    for (const message of ['Enter your name', 'Enter a valid email address', 'Tell us a little more'])
      expect(text(blank.body), message).toContain(message);
    expect(await test.app.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(0);
  });

  it('names a wrong and a too long field, and keeps everything typed in the fields', async () => {
    const typed = { ...goodContact, email: 'not-an-email', name: 'N'.repeat(101), company: 'Keep & Co <ltd>' };
    const response = await postContact(typed);
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(text(html)).toContain('Enter a valid email address');
    expect(text(html)).toContain('At most 100 characters');
    expect(html).toContain(`value="not-an-email"`);
    expect(html).toContain(`value="${'N'.repeat(101)}"`);
    expect(html).toContain('value="Keep &amp; Co &lt;ltd&gt;"');
    expect(html).toContain('We would like to discuss zero trust assessments.</textarea>');
    expect(html).toMatch(/<option value="Partnerships" selected=""/);
    // The browser's form says the same once its code runs.
    expect(html).toContain('<script type="application/json" id="form-reply">');
    expect(await test.app.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(0);
  });

  it('takes a field of the wrong shape (repeated) as text, never a crash', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: contactAction,
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&name=B&email=a%40example.com&message=' + encodeURIComponent('x'.repeat(5001)),
    });
    expect(response.statusCode).toBe(400);
    expect(text(response.body)).toContain('At most 5000 characters');
  });

  it('files a filled honeypot as spam with the same answer', async () => {
    const response = await postContact({ ...goodContact, website: 'https://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain('Message sent');
    const rows = await test.app.db.selectFrom('contact_submissions').select('folder').execute();
    expect(rows).toEqual([{ folder: 'spam' }]);
  });

  it('refuses a post from another site, and JSON or an unknown page address is not taken for a form', async () => {
    expect((await postContact(goodContact, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const elsewhere = await test.app.inject({
      method: 'POST',
      url: '/forms/contact?page=//evil.example&anchor=x',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(goodContact).toString(),
    });
    // A page that is no site path is answered on the contact page.
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('<title>Contact');
    expect(await test.app.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(1);
  });
});

describe('POST /forms/job-application (an application without JavaScript)', () => {
  const anchor = 'job-listings-section-senior-cloud-security-engineer';
  const url = formPostAction('job-application', '/company/careers', anchor).split('#')[0] ?? '';
  const fields = {
    jobTitle: 'Senior Cloud Security Engineer',
    name: 'Sam Okafor',
    email: 'sam@example.com',
    phone: '',
    linkedinUrl: '',
    coverLetter: 'I build guardrails.',
    website: '',
    formToken: '',
  };
  const post = async (
    values: Record<string, string>,
    file?: { field: string; name: string; type: string; bytes: Uint8Array },
  ) => {
    const form = await multipart(values, file);
    return test.app.inject({ method: 'POST', url, headers: { ...form.headers, ...sameOrigin }, payload: form.payload });
  };

  it('the careers page holds each posting’s form, posting multipart there', async () => {
    const html = (await test.app.inject({ method: 'GET', url: '/company/careers' })).body;
    expect(html).toContain(
      `action="${formPostAction('job-application', '/company/careers', anchor).replace(/&/g, '&amp;')}"`,
    );
    // React writes some attribute names in their DOM spelling (encType); HTML names are case-insensitive.
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="resume"|<input[^>]*name="resume"[^>]*type="file"/);
    expect(html).toContain('accept="application/pdf,.pdf"');
  });

  it('stores an application with its PDF résumé and answers the careers page, the posting open and sent', async () => {
    const response = await post(fields, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf });
    expect(response.statusCode).toBe(200);
    expect(text(response.body)).toContain('Application sent');
    expect(response.body).toMatch(new RegExp(`<details[^>]*id="${anchor}-apply"[^>]*open=""`));
    const rows = await test.app.db.selectFrom('job_applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_title: fields.jobTitle, name: 'Sam Okafor', resume_original_name: 'cv.pdf' });
  });

  it('names a Word résumé and the missing fields together, keeping what was typed, and stores nothing', async () => {
    const response = await post(
      { ...fields, name: '', linkedinUrl: 'http://linkedin.example/sam' },
      { field: 'resume', name: 'cv.docx', type: 'application/msword', bytes: new TextEncoder().encode('hello') },
    );
    expect(response.statusCode).toBe(400);
    const page = text(response.body);
    for (const message of ['The résumé must be a PDF file', 'Enter your name', 'Enter a full https:// address'])
      expect(page, message).toContain(message);
    expect(response.body).toContain('value="sam@example.com"');
    expect(response.body).toContain('I build guardrails.</textarea>');
    expect(await test.app.db.selectFrom('job_applications').selectAll().execute()).toHaveLength(0);
  });
  it('answers a form it cannot read (no boundary, cut short) with the page and a 400, never a 503', async () => {
    const form = await multipart(fields, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: samplePdf,
    });
    const cut = Buffer.from(form.payload).subarray(0, 120);
    for (const [contentType, payload] of [
      ['multipart/form-data', form.payload],
      [form.headers['content-type'] ?? '', cut],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: { ...sameOrigin, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(text(response.body)).toContain('The form could not be read');
    }
    expect(await test.app.db.selectFrom('job_applications').selectAll().execute()).toHaveLength(0);
  });
});

describe('the per-address limit', () => {
  it('answers the page with the refusal in the form once the limit is reached', async () => {
    const limited = await createTestApp({
      webRoot,
      pageRenderer: { renderPage },
      formTimeTrapMs: 0,
      rateLimits: { submissions: { max: 1, timeWindow: 60_000 } },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: contactAction,
          headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(goodContact).toString(),
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(text(refused.body)).toContain('Too many requests: please wait a minute and try again');
      expect(refused.body).toContain('<title>Contact');
    } finally {
      await limited.close();
    }
  });
});
