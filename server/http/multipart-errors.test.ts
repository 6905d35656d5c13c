import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
afterEach(() => t.close());

const post = (payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/job-applications',
    payload,
    headers: { 'content-type': contentType },
  });

describe('malformed multipart', () => {
  it('answers 400 {error} for a multipart type without a boundary', async () => {
    t = await createTestApp();
    const response = await post('hello', 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/form could not be read/) });
  });

  it('answers 400 {error} for a body cut off in the middle of a part', async () => {
    t = await createTestApp();
    const truncated = '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nRae';
    const response = await post(truncated, 'multipart/form-data; boundary=XX');
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 {error} for a file part cut off mid-file', async () => {
    t = await createTestApp();
    const truncated =
      '--XX\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing';
    const response = await post(truncated, 'multipart/form-data; boundary=XX');
    expect(response.statusCode).toBe(400);
    const resumes = path.join(t.dataDir, 'resumes');
    expect(existsSync(resumes) ? readdirSync(resumes) : []).toEqual([]);
  });

  it('answers 400 {error} for a part header that is not one', async () => {
    t = await createTestApp();
    const response = await post('--XX\r\nnonsense\r\n\r\nvalue\r\n--XX--\r\n', 'multipart/form-data; boundary=XX');
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 {error} for a boundary longer than the parser can search for', async () => {
    t = await createTestApp();
    const boundary = 'b'.repeat(260);
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRae\r\n--${boundary}--\r\n`;
    const response = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(response.statusCode).toBe(400);
  });
});
