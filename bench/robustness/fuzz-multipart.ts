import type { FuzzContext } from './fuzz-context';
import { familyOf } from './fuzz-routes';
import type { FuzzCase } from './fuzz-request';
import { authHeaders } from './fuzz-request';
import type { Prng } from './prng';
import { createPrng } from './prng';
import { formatRequest } from './raw-http';

/**
 * Broken multipart forms. The job-application route streams them through busboy into a file under the
 * data directory, the part of the server with the most ways to fail half-way; other routes get a few
 * too, since @fastify/multipart parses multipart for every route.
 */
interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
  /** Replaces the generated part headers entirely. */
  rawHeaders?: string;
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const fields = { jobTitle: 'Security Consultant', name: 'Multipart Fuzz', email: 'mp@example.com' };

function encode(boundary: string, parts: readonly Part[], closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers =
      part.rawHeaders ??
      [`Content-Disposition: ${disposition}`, ...(part.type ? [`Content-Type: ${part.type}`] : [])].join('\r\n');
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data, Buffer.from('\r\n'));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

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
  body: (boundary: string, rng: Prng) => Buffer;
  /** Send only part of the body, then FIN: a client abandoning its upload. */
  abandon?: boolean;
}

const standard = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

const variants: readonly Variant[] = [
  { label: 'valid', contentType: standard, body: (b) => encode(b, [...textParts(fields), resume()]) },
  { label: 'no boundary', contentType: () => 'multipart/form-data', body: (b) => encode(b, textParts(fields)) },
  {
    label: 'empty boundary',
    contentType: () => 'multipart/form-data; boundary=',
    body: (b) => encode(b, textParts(fields)),
  },
  {
    label: 'other boundary in body',
    contentType: standard,
    body: (b) => encode(`${b}x`, [...textParts(fields), resume()]),
  },
  {
    label: 'boundary over 70 chars',
    contentType: () => `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: () => encode('b'.repeat(300), textParts(fields)),
  },
  {
    label: 'truncated form (framing intact)',
    contentType: standard,
    body: (b, rng) => {
      const whole = encode(b, [...textParts(fields), resume()]);
      return whole.subarray(0, rng.int(10, whole.length - 5));
    },
  },
  {
    label: 'no closing boundary',
    contentType: standard,
    body: (b) => encode(b, [...textParts(fields), resume()], false),
  },
  {
    label: 'abandoned upload',
    contentType: standard,
    abandon: true,
    body: (b) => encode(b, [...textParts(fields), resume({ data: Buffer.concat([pdf, Buffer.alloc(200_000)]) })]),
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
    body: (b) =>
      encode(b, [
        ...textParts({ job_title: 'x', fullName: 'y', 'e-mail': 'z', '': 'empty name', 'na\u0000me': 'nul' }),
        resume({ name: 'cv' }),
      ]),
  },
  {
    label: 'duplicate fields',
    contentType: standard,
    body: (b) => encode(b, [...textParts(fields), ...textParts(fields), { name: 'email', data: 'second@example.com' }]),
  },
  { label: 'two files', contentType: standard, body: (b) => encode(b, [...textParts(fields), resume(), resume()]) },
  {
    label: 'file over 5 MB',
    contentType: standard,
    body: (b) =>
      encode(b, [...textParts(fields), resume({ data: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) })]),
  },
  {
    label: 'field over 64 KB',
    contentType: standard,
    body: (b) => encode(b, [...textParts(fields), { name: 'coverLetter', data: 'x'.repeat(70_000) }]),
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
    body: (b) => encode(b, [...textParts(fields), resume({ data: 'MZ\u0090\u0000' })]),
  },
  {
    label: 'wrong file type',
    contentType: standard,
    body: (b) => encode(b, [...textParts(fields), resume({ type: 'text/html' })]),
  },
  { label: 'empty file', contentType: standard, body: (b) => encode(b, [...textParts(fields), resume({ data: '' })]) },
  {
    label: 'hostile file name',
    contentType: standard,
    body: (b, rng) =>
      encode(b, [
        ...textParts(fields),
        resume({
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
    body: (b) => encode(b, [{ name: 'x', data: 'orphan', rawHeaders: '' }, ...textParts(fields)]),
  },
  {
    label: 'garbage part headers',
    contentType: standard,
    body: (b, rng) =>
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
        ...textParts(fields),
      ]),
  },
  {
    label: 'LF line endings',
    contentType: standard,
    body: (b) => Buffer.from(encode(b, textParts(fields)).toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
  },
  {
    label: 'mixed subtype',
    contentType: (b) => `multipart/mixed; boundary=${b}`,
    body: (b) => encode(b, [...textParts(fields), resume()]),
  },
  {
    label: 'quoted boundary with junk params',
    contentType: (b) => `multipart/form-data; charset=utf-7; boundary="${b}"; boundary=other`,
    body: (b) => encode(b, textParts(fields)),
  },
];

const otherTargets = [
  { method: 'POST', target: '/api/public/contact' },
  { method: 'POST', target: '/api/token-login' },
  { method: 'POST', target: '/api/admin/pages' },
  { method: 'PUT', target: '/api/admin/global-components/cta' },
];

export function badMultipartCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const variant = rng.pick(variants);
  const { method, target } = rng.chance(0.85)
    ? { method: 'POST', target: '/api/public/job-applications' }
    : rng.pick(otherTargets);
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const signedIn = target.startsWith('/api/admin')
    ? authHeaders(rng.pick(['admin-token', 'admin-cookie'] as const), ctx)
    : [];
  const contentType = variant.contentType(boundary);
  // Random choices inside the body are drawn from a seed taken now, so building late stays reproducible.
  const bodySeed = rng.int(0, 0xffffffff);
  const build = () => {
    const body = variant.body(boundary, createPrng(bodySeed));
    const bytes = formatRequest(
      { method, target, headers: [['Content-Type', contentType], ...signedIn], body },
      ctx.port,
    );
    // An abandoned upload: the declared length stays, but only part of the bytes ever arrives.
    return variant.abandon ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes;
  };
  return {
    category: 'bad multipart',
    detail: variant.label,
    family: familyOf(target),
    method,
    target,
    build,
    halfClose: variant.abandon,
    expectAnswer: !variant.abandon,
  };
}
