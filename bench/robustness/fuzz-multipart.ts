import { encodeForm, samplePdf, samplePicture } from './fuzz-form';
import { credentials } from './fuzz-live';
import type { FuzzCase } from './fuzz-request';
import type { Caller, FormPart } from './fuzz-seed';
import { anonymous, routeKey } from './fuzz-seed';
import type { Prng } from './prng';
import { createPrng } from './prng';
import { formatRequest } from './raw-http';

/**
 * Broken multipart forms. The upload routes (job applications with a résumé, the media library with a
 * picture) stream them through busboy, the part of the server with the most ways to fail half-way; other
 * routes get a few too, since @fastify/multipart parses multipart for every route.
 */
type Part = FormPart & { rawHeaders?: string };

const pdf = samplePdf;
const fields = { jobTitle: 'Security Consultant', name: 'Multipart Fuzz', email: 'mp@example.com' };
const encode = encodeForm;

/** The form of the route a variant breaks: a job application's fields and résumé, or a picture and its alt text. */
interface Kit {
  fields: Record<string, string>;
  file: (overrides?: Partial<Part>) => Part;
  longField: string;
}

const jobKit: Kit = { fields, file: (overrides = {}) => resume(overrides), longField: 'coverLetter' };
const mediaKit: Kit = {
  fields: { alt: 'A fuzzed picture' },
  file: (overrides = {}) => ({
    name: 'file',
    filename: 'fuzz.png',
    type: 'image/png',
    data: samplePicture(),
    ...overrides,
  }),
  longField: 'alt',
};

const textParts = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, data]) => ({ name, data }));
const resume = (overrides: Partial<Part> = {}): Part => ({
  name: 'resume',
  filename: 'cv.pdf',
  type: 'application/pdf',
  data: pdf,
  ...overrides,
});

interface Variant {
  label: string;
  contentType: (boundary: string) => string;
  body: (boundary: string, rng: Prng, kit: Kit) => Buffer;
  /** Send only part of the body, then FIN: a client abandoning its upload. */
  abandon?: boolean;
}

const standard = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

const variants: readonly Variant[] = [
  { label: 'valid', contentType: standard, body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file()]) },
  {
    label: 'no boundary',
    contentType: () => 'multipart/form-data',
    body: (b, _rng, k) => encode(b, textParts(k.fields)),
  },
  {
    label: 'empty boundary',
    contentType: () => 'multipart/form-data; boundary=',
    body: (b, _rng, k) => encode(b, textParts(k.fields)),
  },
  {
    label: 'other boundary in body',
    contentType: standard,
    body: (b, _rng, k) => encode(`${b}x`, [...textParts(k.fields), k.file()]),
  },
  {
    label: 'boundary over 70 chars',
    contentType: () => `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: (_b, _rng, k) => encode('b'.repeat(300), textParts(k.fields)),
  },
  {
    label: 'truncated form (framing intact)',
    contentType: standard,
    body: (b, rng, k) => {
      const whole = encode(b, [...textParts(k.fields), k.file()]);
      return whole.subarray(0, rng.int(10, whole.length - 5));
    },
  },
  {
    label: 'no closing boundary',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file()], false),
  },
  {
    label: 'abandoned upload',
    contentType: standard,
    abandon: true,
    body: (b, _rng, k) =>
      encode(b, [...textParts(k.fields), k.file({ data: Buffer.concat([pdf, Buffer.alloc(200_000)]) })]),
  },
  { label: 'empty form', contentType: standard, body: (b) => Buffer.from(`--${b}--\r\n`) },
  { label: 'empty body', contentType: standard, body: () => Buffer.alloc(0) },
  {
    label: 'garbage body',
    contentType: standard,
    body: (_b, rng) => Buffer.from(`garbage ${'%'.repeat(rng.int(1, 5000))}`),
  },
  {
    label: 'wrong field names',
    contentType: standard,
    body: (b, _rng, k) =>
      encode(b, [
        ...textParts({ job_title: 'x', fullName: 'y', 'e-mail': 'z', '': 'empty name', 'na\u0000me': 'nul' }),
        k.file({ name: 'cv' }),
      ]),
  },
  {
    label: 'duplicate fields',
    contentType: standard,
    body: (b, _rng, k) =>
      encode(b, [...textParts(k.fields), ...textParts(k.fields), { name: 'email', data: 'second@example.com' }]),
  },
  {
    label: 'two files',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file(), k.file()]),
  },
  {
    label: 'file over 5 MB',
    contentType: standard,
    body: (b, _rng, k) =>
      encode(b, [...textParts(k.fields), k.file({ data: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) })]),
  },
  {
    label: 'field over 64 KB',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), { name: k.longField, data: 'x'.repeat(70_000) }]),
  },
  {
    label: 'too many fields',
    contentType: standard,
    body: (b) =>
      encode(
        b,
        Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, data: 'x' })),
      ),
  },
  {
    label: 'not a PDF',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file({ data: 'MZ\u0090\u0000' })]),
  },
  {
    label: 'wrong file type',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file({ type: 'text/html' })]),
  },
  {
    label: 'empty file',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file({ data: '' })]),
  },
  {
    label: 'hostile file name',
    contentType: standard,
    body: (b, rng, k) =>
      encode(b, [
        ...textParts(k.fields),
        k.file({
          filename: rng.pick([
            '../../../../etc/passwd.pdf',
            '..\\..\\x.pdf',
            'a\u0000.pdf',
            `${'n'.repeat(5000)}.pdf`,
            '',
            '"quoted".pdf',
            '💥.pdf',
          ]),
        }),
      ]),
  },
  {
    label: 'part without headers',
    contentType: standard,
    body: (b, _rng, k) => encode(b, [{ name: 'x', data: 'orphan', rawHeaders: '' }, ...textParts(k.fields)]),
  },
  {
    label: 'garbage part headers',
    contentType: standard,
    body: (b, rng, k) =>
      encode(b, [
        {
          name: 'x',
          data: 'value',
          rawHeaders: rng.pick([
            'Content-Disposition: form-data',
            'Content-Disposition: attachment; name="jobTitle"',
            'Content-Disposition: form-data; name=',
            `Content-Disposition: form-data; name="${'a'.repeat(20_000)}"`,
            'Content-Type: application/pdf',
            'no colon here',
            `X-Long: ${'h'.repeat(100_000)}`,
            'Content-Disposition: form-data; name="resume"; filename*=UTF-8\'\'%E2%82%AC.pdf',
          ]),
        },
        ...textParts(k.fields),
      ]),
  },
  {
    label: 'LF line endings',
    contentType: standard,
    body: (b, _rng, k) =>
      Buffer.from(encode(b, textParts(k.fields)).toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
  },
  {
    label: 'mixed subtype',
    contentType: (b) => `multipart/mixed; boundary=${b}`,
    body: (b, _rng, k) => encode(b, [...textParts(k.fields), k.file()]),
  },
  {
    label: 'quoted boundary with junk params',
    contentType: (b) => `multipart/form-data; charset=utf-7; boundary="${b}"; boundary=other`,
    body: (b, _rng, k) => encode(b, textParts(k.fields)),
  },
];

/**
 * The upload routes get most of them; the media library's with its own fields (`file`, `alt`), every variant's
 * résumé renamed to `file` and, for `valid`, a real picture.
 */
interface Target {
  method: string;
  target: string;
  route: string;
  caller: Caller;
  media: boolean;
}

const editorToken: Caller = { role: 'editor', style: 'token' };
const targets: readonly Target[] = [
  {
    method: 'POST',
    target: '/api/public/job-applications',
    route: routeKey('POST', '/api/public/job-applications'),
    caller: anonymous,
    media: false,
  },
  {
    method: 'POST',
    target: '/api/admin/media',
    route: routeKey('POST', '/api/admin/media'),
    caller: editorToken,
    media: true,
  },
  {
    method: 'PUT',
    target: '/api/admin/media/1',
    route: routeKey('PUT', '/api/admin/media/:id'),
    caller: editorToken,
    media: true,
  },
];
const otherTargets: readonly Target[] = [
  {
    method: 'POST',
    target: '/api/public/contact',
    route: routeKey('POST', '/api/public/contact'),
    caller: anonymous,
    media: false,
  },
  {
    method: 'POST',
    target: '/api/token-login',
    route: routeKey('POST', '/api/token-login'),
    caller: anonymous,
    media: false,
  },
  {
    method: 'POST',
    target: '/api/admin/pages',
    route: routeKey('POST', '/api/admin/pages'),
    caller: { role: 'admin', style: 'cookie' },
    media: false,
  },
];

export function badMultipartCase(rng: Prng): FuzzCase {
  const variant = rng.pick(variants);
  const target = rng.chance(0.9) ? rng.pick(targets) : rng.pick(otherTargets);
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const contentType = variant.contentType(boundary);
  // Random choices inside the body are drawn from a seed taken now, so building late stays reproducible.
  const bodySeed = rng.int(0, 0xffffffff);
  return {
    category: 'bad multipart',
    detail: variant.label,
    route: target.route,
    method: target.method,
    caller: target.caller,
    halfClose: variant.abandon,
    expectAnswer: !variant.abandon,
    build: (live) => {
      const body = variant.body(boundary, createPrng(bodySeed), target.media ? mediaKit : jobKit);
      const path =
        target.media && target.method === 'PUT' ? `/api/admin/media/${live.pools.mediaIds[0] ?? 1}` : target.target;
      const headers: [string, string][] = [['Content-Type', contentType], ...credentials(live, target.caller)];
      if (target.caller.role !== 'anonymous' && target.caller.style === 'cookie')
        headers.push(['Origin', `http://127.0.0.1:${live.port}`]);
      const bytes = formatRequest({ method: target.method, target: path, headers, body }, live.port);
      // An abandoned upload: the declared length stays, but only part of the bytes ever arrives.
      return { bytes: variant.abandon ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes, target: path };
    },
  };
}
