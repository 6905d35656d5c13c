import { rmSync } from 'node:fs';
import type { PartResult } from './part-result';
import { sendMix } from './memory-load';
import type { HeldMemory } from './memory-readings';
import { formatHeld, gcHookFlags, heldMemory, watchPeakRss } from './memory-readings';
import { freshDataDir, startServer, webBuildExists } from './server-process';

/**
 * (d) Does memory grow with traffic? The mix of memory-load.ts (hostile query strings, 5,000 distinct paths,
 * rendered pages) after a warm-up of the same mix, read two ways:
 * - held: the RSS less the heap V8 keeps committed but empty, once two full collections have run (heldMemory),
 *   after the warm-up and after the run. A cache keyed by something the client chooses, or any other leak, grows
 *   it by what it keeps per request.
 * - peak: the highest RSS during the run against the highest during the warm-up, nothing forced. This is what a
 *   host sees; it includes garbage V8 has not collected yet, so it tells whether the heap levels off.
 * Both must grow less than their limits. See docs/performance.md, "Memory", for what the figures are made of.
 */
export interface MemoryRunOptions {
  label: string;
  warmUp: number;
  requests: number;
  /** Growth allowed in held memory, which a leak grows in proportion to the requests. */
  limitMb: number;
  /** Growth allowed in peak RSS, which garbage decides: it levels off rather than scaling with the requests. */
  peakLimitMb: number;
}

export interface MemoryRunFigures {
  heldBefore: HeldMemory;
  heldAfter: HeldMemory;
  peakWarmUp: number;
  peakRun: number;
  problems: string[];
  line: string;
}

export async function measureMemory(options: MemoryRunOptions): Promise<MemoryRunFigures> {
  const { warmUp, requests, limitMb, peakLimitMb } = options;
  console.log(`\n=== ${options.label} === ${requests} requests of the mix after a warm-up of ${warmUp}`);
  // Without the build every page address is a 404 from the API server: no rendering, nothing worth measuring.
  if (!webBuildExists()) throw new Error('dist/web is missing: run `npm run build:web` first');
  const dataDir = freshDataDir('memory');
  const server = await startServer({ dataDir, extraNodeFlags: gcHookFlags });
  try {
    // The warm-up in two halves, a reading after each, the lower one kept. A reading can come out high (see
    // heldMemory): after a server's first few thousand requests one often was, by 25 to 35 MB, until more came.
    const warmPeak = watchPeakRss(server.pid);
    const firstHalf = await sendMix(server, 1_000_000, warmUp / 2);
    const afterFirstHalf = await heldMemory(server);
    const secondHalf = await sendMix(server, 1_000_000 + warmUp / 2, warmUp / 2);
    const peakWarmUp = warmPeak.stop();
    const afterSecondHalf = await heldMemory(server);
    const heldBefore = afterSecondHalf.held < afterFirstHalf.held ? afterSecondHalf : afterFirstHalf;
    const warmSeconds = firstHalf.seconds + secondHalf.seconds;
    console.log(`warm-up: ${firstHalf.summary}; ${secondHalf.summary} in ${warmSeconds.toFixed(1)} s`);
    console.log(`held after half of it:   ${formatHeld(afterFirstHalf)}`);
    console.log(`held after the warm-up:  ${formatHeld(afterSecondHalf)}; peak RSS ${peakWarmUp.toFixed(1)} MB`);

    const runPeak = watchPeakRss(server.pid);
    const run = await sendMix(server, 0, requests);
    const peakRun = runPeak.stop();
    console.log(`run: ${run.summary} in ${run.seconds.toFixed(1)} s; peak RSS ${peakRun.toFixed(1)} MB`);
    let heldAfter = await heldMemory(server);
    console.log(`held after the run:      ${formatHeld(heldAfter)}`);
    if (heldAfter.held - heldBefore.held >= limitMb) {
      // A reading can come out high (see heldMemory): growth counts only if a second one confirms it.
      const again = await heldMemory(server);
      console.log(`held 10 s later:         ${formatHeld(again)}`);
      if (again.held < heldAfter.held) heldAfter = again;
    }

    let heldGrowth = heldAfter.held - heldBefore.held;
    let growthNote = '';
    if (heldGrowth >= limitMb) {
      // A leak keeps something per request, so the same number of requests grows it again by as much; a one-off
      // step (native memory malloc keeps after its first big load, a lazily built structure) does not. One CI run
      // failed on such a step: +12.5 MB after the run, 208.8 MB held 10 s later, on a heap that had not grown
      // (94.4 -> 95.7 MB used). So a second run of new requests decides, and the growth is the smaller of the two.
      const secondRun = await sendMix(server, 2_000_000, requests);
      const heldAfterSecond = await heldMemory(server);
      const secondGrowth = heldAfterSecond.held - heldAfter.held;
      console.log(`second run: ${secondRun.summary}; ${formatHeld(heldAfterSecond)} (${signed(secondGrowth)})`);
      if (secondRun.failed > 0 || secondRun.answered < requests)
        throw new Error(`not every request of the second run was answered: ${secondRun.summary}`);
      heldGrowth = Math.min(heldGrowth, secondGrowth);
      growthNote = `, the smaller of the two runs' growths`;
    }
    const peakGrowth = peakRun - peakWarmUp;
    const line =
      `held ${heldBefore.held.toFixed(0)} -> ${heldAfter.held.toFixed(0)} MB (${signed(heldGrowth)}${growthNote}), ` +
      `peak RSS ${peakWarmUp.toFixed(0)} -> ${peakRun.toFixed(0)} MB (${signed(peakGrowth)}); limits < ${limitMb} ` +
      `and < ${peakLimitMb} MB`;
    console.log(line);
    const problems: string[] = [];
    if (heldGrowth >= limitMb)
      problems.push(`held memory grew ${heldGrowth.toFixed(1)} MB over ${requests} requests (limit < ${limitMb} MB)`);
    if (peakGrowth >= peakLimitMb)
      problems.push(`peak RSS grew ${peakGrowth.toFixed(1)} MB over ${requests} requests (limit < ${peakLimitMb} MB)`);
    // A server answering errors (or nothing) would also grow little: the figures count only if it served.
    if (run.failed > 0 || run.answered < requests) problems.push(`not every request was answered: ${run.summary}`);
    if (server.exitInfo()) problems.push(`the server died: ${JSON.stringify(server.exitInfo())}`);
    return { heldBefore, heldAfter, peakWarmUp, peakRun, problems, line };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;

export async function runMemory(): Promise<PartResult> {
  const figures = await measureMemory({
    label: '(d) memory',
    warmUp: 10_000,
    requests: 50_000,
    limitMb: 50,
    peakLimitMb: 50,
  });
  return { part: 'memory', passed: figures.problems.length === 0, figures: figures.line, problems: figures.problems };
}
