import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { mediaMessages } from '../contract/media/media-rules';
import { adminPassword, adminUsername, freshDataDir, startServer } from './robustness/server-process';

/**
 * `npm run bench:media`: the big case of issue 27. The real server (as `npm run serve` starts it, on a fresh
 * SQLite database) takes `BENCH_MEDIA_UPLOADS` (default 4) parallel uploads of a 6000 × 6600 photo-like JPEG
 * (39.6 megapixels, under the 10 MB limit) and the script prints each answer and its time, how many pictures
 * were stored, and the server's peak resident memory (VmHWM). It fails when an upload got no answer (a reset),
 * when the stored count differs from the 201s, or when the queue's 503 came without Retry-After. On a machine
 * too busy to finish the work within the request timeout (60 s) uploads are answered 503 and nothing is kept.
 */
const uploads = Number(process.env.BENCH_MEDIA_UPLOADS ?? 4);
const [width, height] = [6000, 6600];

/** Random colour blotches scaled up: compresses like a photo (≈ 7 MB) yet has to be decoded in full. */
async function photoLikeJpeg(): Promise<Buffer> {
  const small = { width: 300, height: 330, channels: 3 as const };
  const noise = Buffer.alloc(small.width * small.height * small.channels);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
  return sharp(noise, { raw: small }).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
}

/** Peak and current resident memory of a process, from the kernel (VmHWM is the high-water mark). */
function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

/** CPU seconds the process has used so far (utime + stime from /proc, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until the server has stopped working (under 5 % of a core for a second): a cut-off upload may still be stored. */
async function settled(pid: number): Promise<void> {
  for (let second = 0; second < 120; second++) {
    const before = cpuSecondsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSecondsOf(pid) - before < 0.05) return;
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/token-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${response.status}`);
  return body.token;
}

interface Outcome {
  status: number | string;
  seconds: number;
  retryAfter: string | null;
  /** The answer's `{error}` sentence, when it was a refusal. */
  error?: string;
}

async function upload(baseUrl: string, token: string, picture: Buffer, n: number): Promise<Outcome> {
  const form = new FormData();
  form.append('alt', `Benchmark picture ${n}`);
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), `bench-${n}.jpg`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  try {
    const response = await fetch(`${baseUrl}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { error?: string };
    return {
      status: response.status,
      seconds: seconds(),
      retryAfter: response.headers.get('retry-after'),
      error: body.error,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: cause?.code ?? String(error), seconds: seconds(), retryAfter: null };
  }
}

async function storedCount(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/media?q=bench-`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { items: { name: string }[] };
  return body.items.filter((item) => item.name.startsWith('bench-')).length;
}

const picture = await photoLikeJpeg();
console.log(`${uploads} parallel uploads of ${width} × ${height} JPEG, ${(picture.length / 1e6).toFixed(1)} MB each`);
console.log(
  `load average before: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const port = process.env.BENCH_MEDIA_PORT ? Number(process.env.BENCH_MEDIA_PORT) : undefined;
const server = await startServer({ dataDir: freshDataDir('media'), port });
let failed = false;
try {
  const token = await signIn(server.baseUrl);
  const before = memoryOf(server.pid);
  const outcomes = await Promise.all(
    Array.from({ length: uploads }, (_, n) => upload(server.baseUrl, token, picture, n + 1)),
  );
  await settled(server.pid);
  const after = memoryOf(server.pid);
  outcomes.forEach((outcome, n) =>
    console.log(
      `upload ${n + 1}: ${outcome.status} after ${outcome.seconds} s` +
        (outcome.retryAfter ? ` (Retry-After: ${outcome.retryAfter})` : '') +
        (outcome.error ? `: ${outcome.error}` : ''),
    ),
  );
  const created = outcomes.filter((outcome) => outcome.status === 201).length;
  const stored = await storedCount(server.baseUrl, token);
  console.log(`201s: ${created}, stored: ${stored}`);
  console.log(`server RSS: ${before.nowMb} MB before, peak ${after.peakMb} MB, ${after.nowMb} MB after`);
  const unanswered = outcomes.filter((outcome) => typeof outcome.status !== 'number');
  // The queue's refusal must say when to come back; a request the server gave up on after the request timeout
  // (on a machine too slow for the work) is a 503 too, and says so.
  const bare503 = outcomes.filter(
    (outcome) => outcome.status === 503 && outcome.error === mediaMessages.busy && !outcome.retryAfter,
  );
  if (unanswered.length > 0) console.log(`FAIL: ${unanswered.length} uploads got no answer`);
  if (stored !== created) console.log(`FAIL: ${stored} stored but ${created} acknowledged`);
  if (bare503.length > 0) console.log(`FAIL: ${bare503.length} 503s without Retry-After`);
  failed = unanswered.length > 0 || stored !== created || bare503.length > 0;
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
