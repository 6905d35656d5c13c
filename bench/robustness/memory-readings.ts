import { readFileSync } from 'node:fs';
import type { RunningServer } from './server-process';

// How the memory part reads the server's memory: RSS from /proc, and what it holds once collected.

/** The process's resident set size in MB, as the kernel counts it. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

/** The highest RSS seen (every 200 ms) between the call and `stop()`: what the server reaches with nothing forced. */
export function watchPeakRss(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

export interface HeldMemory {
  /** Resident set size in MB after two full collections. */
  rss: number;
  /**
   * The RSS less the heap V8 keeps committed but empty (heapTotal - heapUsed): room for new objects that it hands
   * back on its own schedule, and that no object holds. This is the figure the limit applies to: over repeated
   * readings of an idle server it stays within about 2 MB, where the plain RSS moves by up to 30 MB.
   */
  held: number;
  /** V8's heap as committed, and the part of it live objects use. */
  heapTotal: number;
  heapUsed: number;
  /** Memory outside V8's heap that JavaScript objects own (Buffers, zlib), and the Buffers' share of it. */
  external: number;
  arrayBuffers: number;
}

const marker = 'memory-usage ';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The memory-usage line gc-on-signal printed at or after `since` (ms since the epoch), if any. */
function usageReportedSince(log: string, since: number): (NodeJS.MemoryUsage & { at: number }) | undefined {
  for (const line of log.split('\n')) {
    if (!line.startsWith(marker)) continue;
    try {
      const report = JSON.parse(line.slice(marker.length)) as NodeJS.MemoryUsage & { at: number };
      if (report.at >= since) return report;
    } catch {
      // a line still being written
    }
  }
  return undefined;
}

async function collect(server: RunningServer): Promise<NodeJS.MemoryUsage> {
  const since = Date.now();
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const usage = usageReportedSince(server.log(), since);
    if (usage) return usage;
    await sleep(50);
  }
  throw new Error('the server did not report its memory after SIGUSR2 (started without gcHookFlags?)');
}

/**
 * What the server holds once nothing collectable is left: 10 s idle (V8's memory reducer runs some 8 s after
 * allocation stops), then two full collections, read 2 s later (see gc-on-signal.js). Memory comes back lazily,
 * so a reading can come out high, never low: after a server's first load one in three was 25 to 35 MB high (outside
 * V8's heap: native memory not yet handed back) and stayed so until more requests came; memory-part.ts allows for it.
 * Needs the server started with `gcHookFlags`.
 */
export async function heldMemory(server: RunningServer): Promise<HeldMemory> {
  await sleep(10_000);
  const usage = await collect(server);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    rss: mb(usage.rss),
    held: mb(usage.rss - (usage.heapTotal - usage.heapUsed)),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
  };
}

/** Node flags that let `heldMemory` force a collection in the measured server (see gc-on-signal.js). */
export const gcHookFlags = ['--expose-gc', '--import', './bench/robustness/gc-on-signal.js'];

const mbText = (value: number) => value.toFixed(1);

export const formatHeld = (held: HeldMemory) =>
  `held ${mbText(held.held)} MB (RSS ${mbText(held.rss)}, heap ${mbText(held.heapTotal)} of which used ` +
  `${mbText(held.heapUsed)}, external ${mbText(held.external)} of which buffers ${mbText(held.arrayBuffers)})`;
