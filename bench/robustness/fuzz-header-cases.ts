import { gzipSync } from 'node:zlib';
import type { Live } from './fuzz-live';
import type { FuzzCase } from './fuzz-request';
import { anonymous } from './fuzz-seed';
import type { Prng } from './prng';
import type { HeaderList } from './raw-http';
import { formatRequest } from './raw-http';
import { host } from './server-process';

/**
 * Requests whose framing, headers or request line are odd or plainly invalid. Node's parser answers most
 * of these (400, 431) before Fastify sees them; the point is that every one gets an answer and none takes
 * the process down. Most need raw bytes: no HTTP client library will send them.
 */
interface HeaderVariant {
  label: string;
  /** See FuzzCase.expectAnswer. */
  expectAnswer?: boolean;
  halfClose?: boolean;
  method?: string;
  build: (port: number, target: string, live: Live) => Buffer;
}

const crlf = (lines: readonly string[], body = '') => Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
const hostLine = (port: number) => `Host: ${host}:${port}`;
const plain =
  (headers: HeaderList, method = 'GET', body?: string | Buffer) =>
  (port: number, target: string) =>
    formatRequest({ method, target, headers, body }, port);
const contactJson = JSON.stringify({
  name: 'Header Fuzz',
  email: 'h@example.com',
  message: 'A message of some length.',
});

/** 64 MB of JSON in ~64 KB of gzip, made once on first use: must be refused at bodyLimit, not inflated. */
let bomb: Buffer | undefined;
const gzipBomb = () => (bomb ??= gzipSync(`{"message":"${'x'.repeat(64 * 1024 * 1024)}"}`, { level: 9 }));

const variants: readonly HeaderVariant[] = [
  { label: 'one 20 KB header (431)', build: plain([['X-Big', 'a'.repeat(20_000)]]) },
  { label: 'one 64 KB header (431)', build: plain([['X-Big', 'a'.repeat(64 * 1024)]]) },
  { label: '3,000 headers', build: plain(Array.from({ length: 3000 }, (_, index) => [`X-H${index}`, 'v'] as const)) },
  { label: '200 headers', build: plain(Array.from({ length: 200 }, (_, index) => [`X-H${index}`, 'v'] as const)) },
  {
    label: '200 cookies',
    build: plain([['Cookie', Array.from({ length: 200 }, (_, index) => `c${index}=v`).join('; ')]]),
  },
  {
    label: '8 KB URL',
    build: (port, target) => formatRequest({ method: 'GET', target: `${target}?x=${'u'.repeat(8 * 1024)}` }, port),
  },
  {
    label: '20 KB URL (414/431)',
    build: (port, target) => formatRequest({ method: 'GET', target: `${target}?x=${'u'.repeat(20 * 1024)}` }, port),
  },
  {
    label: '100 KB URL (414/431)',
    build: (port) => formatRequest({ method: 'GET', target: `/${'p'.repeat(100 * 1024)}` }, port),
  },
  {
    label: '5 KB path segment',
    build: (port) => formatRequest({ method: 'GET', target: `/api/public/pages/${'s'.repeat(5000)}` }, port),
  },
  {
    label: 'two different Content-Lengths',
    method: 'POST',
    build: (port) =>
      crlf(
        [
          'POST /api/public/contact HTTP/1.1',
          hostLine(port),
          'Content-Type: application/json',
          'Content-Length: 5',
          'Content-Length: 50',
        ],
        '{"a":1}',
      ),
  },
  {
    label: 'Content-Length and chunked',
    method: 'POST',
    build: (port) =>
      crlf(
        [
          'POST /api/public/contact HTTP/1.1',
          hostLine(port),
          'Content-Type: application/json',
          'Content-Length: 4',
          'Transfer-Encoding: chunked',
        ],
        '7\r\n{"a":1}\r\n0\r\n\r\n',
      ),
  },
  {
    label: 'Transfer-Encoding gzip, chunked',
    method: 'POST',
    build: (port) =>
      crlf(
        ['POST /api/public/contact HTTP/1.1', hostLine(port), 'Transfer-Encoding: gzip, chunked'],
        '2\r\n{}\r\n0\r\n\r\n',
      ),
  },
  {
    label: 'bad chunk size',
    method: 'POST',
    build: (port) =>
      crlf(
        [
          'POST /api/public/contact HTTP/1.1',
          hostLine(port),
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ],
        'zz\r\n{}\r\n0\r\n\r\n',
      ),
  },
  {
    label: '100 KB chunk extension',
    method: 'POST',
    build: (port) =>
      crlf(
        [
          'POST /api/public/contact HTTP/1.1',
          hostLine(port),
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ],
        `2;ext=${'e'.repeat(100_000)}\r\n{}\r\n0\r\n\r\n`,
      ),
  },
  {
    label: 'Content-Length not a number',
    method: 'POST',
    build: (port) => crlf(['POST /api/public/contact HTTP/1.1', hostLine(port), 'Content-Length: 1e3'], '{}'),
  },
  {
    label: 'Content-Length -1',
    method: 'POST',
    build: (port) => crlf(['POST /api/public/contact HTTP/1.1', hostLine(port), 'Content-Length: -1'], '{}'),
  },
  { label: 'no Host', build: (port, target) => formatRequest({ method: 'GET', target, noHost: true }, port) },
  {
    label: 'two Hosts',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'Host: evil.example']),
  },
  {
    label: 'header without colon',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'NoColonHere']),
  },
  {
    label: 'space before colon',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'X-Thing : 1']),
  },
  {
    label: 'obs-fold',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'X-Folded: a', ' continued']),
  },
  {
    label: 'bare LF line ends',
    build: (port, target) => Buffer.from(`GET ${target} HTTP/1.1\n${hostLine(port)}\nX-A: 1\n\n`, 'latin1'),
  },
  {
    label: 'NUL in header value',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'X-Nul: a\u0000b']),
  },
  {
    label: 'UTF-8 header name',
    build: (port, target) => crlf([`GET ${target} HTTP/1.1`, hostLine(port), 'X-\u00c3\u00a9: 1']),
  },
  {
    label: '1,000-char method',
    build: (port, target) => crlf([`${'A'.repeat(1000)} ${target} HTTP/1.1`, hostLine(port)]),
  },
  { label: 'tabs in request line', build: (port, target) => crlf([`GET\t${target}\tHTTP/1.1`, hostLine(port)]) },
  { label: 'HTTP/1.0 without Host', build: (_port, target) => crlf([`GET ${target} HTTP/1.0`]) },
  { label: 'HTTP/0.9 request line', build: (_port, target) => Buffer.from(`GET ${target}\r\n\r\n`, 'latin1') },
  { label: 'HTTP/3.0 version', build: (port, target) => crlf([`GET ${target} HTTP/3.0`, hostLine(port)]) },
  { label: 'HTTP/2 preface', build: () => Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1') },
  {
    label: 'absolute-form target',
    build: (port, target) => crlf([`GET http://evil.example${target} HTTP/1.1`, hostLine(port)]),
  },
  { label: 'asterisk-form OPTIONS', method: 'OPTIONS', build: (port) => crlf(['OPTIONS * HTTP/1.1', hostLine(port)]) },
  { label: 'target without slash', build: (port) => crlf(['GET api/public/pages HTTP/1.1', hostLine(port)]) },
  {
    label: 'Expect: 100-continue',
    method: 'POST',
    build: plain(
      [
        ['Content-Type', 'application/json'],
        ['Expect', '100-continue'],
      ],
      'POST',
      contactJson,
    ),
  },
  {
    label: 'Expect: unknown (417)',
    method: 'POST',
    build: plain(
      [
        ['Content-Type', 'application/json'],
        ['Expect', 'teapot'],
      ],
      'POST',
      contactJson,
    ),
  },
  {
    label: 'Upgrade: websocket',
    expectAnswer: false,
    build: plain([
      ['Connection', 'Upgrade'],
      ['Upgrade', 'websocket'],
      ['Sec-WebSocket-Version', '13'],
      ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
    ]),
  },
  {
    label: 'Upgrade: h2c',
    expectAnswer: false,
    build: plain([
      ['Connection', 'Upgrade, HTTP2-Settings'],
      ['Upgrade', 'h2c'],
      ['HTTP2-Settings', 'AAMAAABkAARAAAAAAAIAAAAA'],
    ]),
  },
  {
    // A valid save of the call to action, signed in by cookie, from another site's page (CSRF).
    label: 'foreign Origin on a cookie write',
    method: 'PUT',
    build: (port, target, live) =>
      formatRequest(
        {
          method: 'PUT',
          target,
          headers: [
            ['Origin', 'http://evil.example'],
            ['Cookie', live.accounts.admin.cookie],
            ['Content-Type', 'application/json'],
            ['If-Match', `"${live.versions.get('global-components/cta') ?? 0}"`],
          ],
          body: JSON.stringify({ content: live.ctx.componentBases.cta }),
        },
        port,
      ),
  },
  {
    label: 'Accept-Encoding junk',
    build: plain([['Accept-Encoding', 'gzip;q=2, br;q=-1, *;q=abc, x-unknown, ,,,'.repeat(20)]]),
  },
  { label: 'Accept-Encoding gzip', build: plain([['Accept-Encoding', 'gzip, deflate, br']]) },
  { label: 'If-None-Match junk', build: plain([['If-None-Match', `"x", W/"y", *, ${'"z", '.repeat(500)}`]]) },
  { label: 'If-Modified-Since junk', build: plain([['If-Modified-Since', 'Thu, 99 Foo 99999 99:99:99 GMT']]) },
  { label: 'Range junk', build: plain([['Range', 'bytes=99999999999999999999-, -0, 5-1, abc']]) },
  { label: 'Accept junk', build: plain([['Accept', 'text/html;q=NaN, */*;q=-1, application/json;;;;']]) },
  {
    label: 'forwarded headers',
    build: plain([
      ['X-Forwarded-For', '1.2.3.4, 5.6.7.8'],
      ['X-Forwarded-Proto', 'https'],
      ['X-Forwarded-Host', 'evil.example'],
      ['X-Real-IP', '9.9.9.9'],
    ]),
  },
  {
    label: 'Content-Encoding gzip, plain body',
    method: 'POST',
    build: plain(
      [
        ['Content-Type', 'application/json'],
        ['Content-Encoding', 'gzip'],
      ],
      'POST',
      contactJson,
    ),
  },
  {
    label: 'Content-Encoding gzip, gzipped body',
    method: 'POST',
    build: plain(
      [
        ['Content-Type', 'application/json'],
        ['Content-Encoding', 'gzip'],
      ],
      'POST',
      gzipSync(contactJson),
    ),
  },
  {
    label: 'gzip bomb (64 MB inflated)',
    method: 'POST',
    build: (port, target) =>
      formatRequest(
        {
          method: 'POST',
          target,
          headers: [
            ['Content-Type', 'application/json'],
            ['Content-Encoding', 'gzip'],
          ],
          body: gzipBomb(),
        },
        port,
      ),
  },
  {
    label: '20 pipelined requests',
    build: (port, target) =>
      Buffer.concat(Array.from({ length: 20 }, () => formatRequest({ method: 'GET', target }, port))),
  },
  {
    label: 'headers cut off, then FIN',
    expectAnswer: false,
    halfClose: true,
    build: (port, target) => Buffer.from(`GET ${target} HTTP/1.1\r\n${hostLine(port)}\r\nX-Half: `, 'latin1'),
  },
];

const getTargets = [
  '/api/public/pages',
  '/api/public/pages/home',
  '/api/public/search?q=cloud',
  '/api/user',
  '/api/admin/stats',
  '/',
];

/** Aimed at no route in particular: the HTTP layer under all of them. */
export const httpLayerRoute = '(HTTP framing and headers)';

export function oddHeadersCase(rng: Prng): FuzzCase {
  const variant = rng.pick(variants);
  const method = variant.method ?? 'GET';
  const target =
    method === 'PUT'
      ? '/api/admin/global-components/cta'
      : method === 'POST'
        ? '/api/public/contact'
        : rng.pick(getTargets);
  return {
    category: 'odd headers',
    detail: variant.label,
    route: httpLayerRoute,
    method,
    caller: anonymous,
    expectAnswer: variant.expectAnswer ?? true,
    halfClose: variant.halfClose,
    build: (live) => ({ bytes: variant.build(live.port, target, live), target }),
  };
}
