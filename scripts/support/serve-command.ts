import { existsSync, readFileSync } from 'node:fs';

export interface ServeCommand {
  /** The environment the script sets for the process (`NAME=value` before `node`): NODE_ENV, malloc's arenas. */
  env: Record<string, string>;
  /** Node's own flags (the heap limit, the tsx loader), in order. */
  nodeFlags: string[];
  /** The entry point, relative to the repository root. */
  entry: string;
}

/**
 * How `npm run serve` starts the server, read from package.json, so every script that measures the server starts
 * it the same way: what they measure is what ships, settings included (the heap limit and malloc's arenas shape
 * memory, see docs/performance.md, "Memory").
 */
export function serveCommand(packageJsonPath = 'package.json'): ServeCommand {
  const { scripts } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts?: Record<string, string> };
  const words = (scripts?.serve ?? '').split(/\s+/).filter((word) => word !== '');
  const node = words.indexOf('node');
  const entry = words.at(-1);
  const assignments = words.slice(0, Math.max(node, 0)).map((word) => /^([A-Z_]+)=(.*)$/.exec(word));
  if (node === -1 || entry === undefined || !/\.[jt]s$/.test(entry) || assignments.some((match) => !match))
    throw new Error(`package.json's serve script is not "[NAME=value …] node <flags> <entry>.js": ${scripts?.serve}`);
  // The built server (dist/server/server.js): a measurement of an old or missing build would measure the wrong thing.
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run npm run build:server first`);
  const env = Object.fromEntries(assignments.map((match) => [match?.[1] ?? '', match?.[2] ?? '']));
  return { env, nodeFlags: words.slice(node + 1, -1), entry };
}
