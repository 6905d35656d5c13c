import { connect } from 'node:net';
import { host } from './server-process';

/**
 * HTTP/1.1 over a bare TCP socket. fetch and node:http refuse (or quietly repair) much of what the fuzz
 * must send: `..` in paths, bad header bytes, conflicting lengths, truncated bodies. Writing the bytes
 * ourselves sends exactly what a hostile client would.
 */
export type HeaderList = readonly (readonly [string, string])[];

export interface RequestSpec {
  method: string;
  /** The request-target exactly as sent: not normalised, not re-encoded. */
  target: string;
  headers?: HeaderList;
  body?: Buffer | string;
  /** length (Content-Length, the default when there is a body), chunked, or none (no framing header at all). */
  framing?: 'length' | 'chunked' | 'none';
  /** Leave out the Host header (HTTP/1.1 requires it). */
  noHost?: boolean;
}

export function formatRequest(spec: RequestSpec, port: number): Buffer {
  const body = typeof spec.body === 'string' ? Buffer.from(spec.body, 'utf8') : spec.body;
  const lines = [`${spec.method} ${spec.target} HTTP/1.1`];
  if (!spec.noHost) lines.push(`Host: ${host}:${port}`);
  for (const [name, value] of spec.headers ?? []) lines.push(`${name}: ${value}`);
  const framing = spec.framing ?? (body ? 'length' : 'none');
  if (framing === 'length') lines.push(`Content-Length: ${body?.length ?? 0}`);
  if (framing === 'chunked') lines.push('Transfer-Encoding: chunked');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (!body) return head;
  if (framing !== 'chunked') return Buffer.concat([head, body]);
  // Uneven chunks, so the server's chunk parser sees boundaries fall anywhere.
  const parts: Buffer[] = [head];
  for (let offset = 0; offset < body.length; offset += 16 * 1024 + (offset % 7)) {
    const chunk = body.subarray(offset, offset + 16 * 1024 + (offset % 7));
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`, 'latin1'), chunk, Buffer.from('\r\n', 'latin1'));
  }
  parts.push(Buffer.from('0\r\n\r\n', 'latin1'));
  return Buffer.concat(parts);
}

/**
 * answered: a final status line arrived (the body may have been cut short after it);
 * closed / reset: the server ended the connection (FIN / RST) before any status line;
 * refused: nothing listens (the server is gone); timeout: no complete answer within the limit.
 */
export type Outcome = 'answered' | 'closed' | 'reset' | 'refused' | 'timeout';

export interface RawAnswer {
  outcome: Outcome;
  status: number | null;
  /** The start of the answer's body (4 KB), for reports and for seeds to learn ids and secrets from. */
  body: string;
  /** The ETag header: admin answers say an item's edit version in it. */
  etag?: string;
  ms: number;
  error?: string;
  /** The connection broke before all of the request had been written (e.g. EPIPE after an early close). */
  whileSending?: boolean;
}

export interface SendOptions {
  timeoutMs: number;
  /** A HEAD answer has no body whatever its Content-Length says. */
  method?: string;
  /** Send FIN after the bytes, as a client that gives up mid-upload does. */
  halfClose?: boolean;
  /** Another loopback source address (127.0.0.x), so per-IP rate limits count several clients. */
  localAddress?: string;
}

const sliceBytes = 64 * 1024;

interface ParsedHead {
  status: number;
  etag?: string;
  headerLength: number;
  complete: (received: Buffer) => boolean;
}

function parseHead(buffer: Buffer, method: string | undefined): ParsedHead | null | 'interim' {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString('latin1');
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(head)?.[1] ?? 0);
  if (status >= 100 && status < 200) return 'interim';
  const headerLength = end + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  const chunked = /\r\ntransfer-encoding:[^\r]*chunked/i.test(head);
  const noBody = method === 'HEAD' || status === 204 || status === 304;
  const complete = (received: Buffer): boolean => {
    if (noBody) return true;
    if (length !== undefined) return received.length - headerLength >= Number(length);
    if (chunked) return received.subarray(-7).toString('latin1').endsWith('\r\n0\r\n\r\n');
    return false; // read until the server closes
  };
  const etag = /\r\netag:\s*([^\r]*)/i.exec(head)?.[1];
  return { status, etag, headerLength, complete };
}

export function sendRaw(port: number, bytes: Buffer, options: SendOptions): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let head: ParsedHead | null = null;
    let settled = false;
    let written = false;
    const socket = connect({ host, port, localAddress: options.localAddress });
    const finish = (outcome: Outcome, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const body = head ? received.subarray(head.headerLength, head.headerLength + 4096).toString('utf8') : '';
      const whileSending = !written;
      const ms = performance.now() - started;
      resolve({ outcome, status: head?.status ?? null, body, etag: head?.etag, ms, error, whileSending });
    };
    const timer = setTimeout(() => finish('timeout'), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (!head) {
        const parsed = parseHead(received, options.method);
        if (parsed === null) return;
        if (parsed === 'interim') {
          // 100 Continue and friends: drop it and read the final answer after it.
          received = received.subarray(received.indexOf('\r\n\r\n') + 4);
          continue;
        }
        head = parsed;
      }
      if (head.complete(received)) finish('answered');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (head) finish('answered');
      else if (error.code === 'ECONNREFUSED') finish('refused', error.code);
      else finish('reset', error.code ?? error.message);
    });
    socket.on('end', () => finish(head ? 'answered' : 'closed'));
    socket.on('close', () => finish(head ? 'answered' : 'closed'));
    // In slices, stopping once an answer has begun: a server may answer early (413) and close, and a
    // write into a closed socket (EPIPE) would otherwise destroy ours before its answer is read.
    const writeAll = async () => {
      for (let offset = 0; offset < bytes.length && !head && !settled; offset += sliceBytes) {
        // One turn of the event loop first, so an answer already waiting in the kernel is read before
        // the next write (a write into a reset socket fails at once and loses that answer).
        if (offset > 0) await new Promise((resume) => setImmediate(resume));
        if (head || settled) break;
        if (!socket.write(bytes.subarray(offset, offset + sliceBytes))) {
          await new Promise<void>((resume) => {
            const done = () => {
              socket.off('drain', done);
              socket.off('close', done);
              resume();
            };
            socket.on('drain', done);
            socket.on('close', done);
          });
        }
      }
      written = true;
      if (options.halfClose && !settled) socket.end();
    };
    socket.on('connect', () => void writeAll());
  });
}
