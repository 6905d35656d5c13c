import { readFileSync } from 'node:fs';

export interface ServeCommand {
  /** Node's own flags (the heap limit, the tsx loader), in order. */
  nodeFlags: string[];
  /** The entry point, relative to the repository root. */
  entry: string;
}

/**
 * How `npm run serve` starts the server, read from package.json, so every script that measures the server starts
 * it the same way: what they measure is what ships, flags included (the heap limit shapes memory, see
 * docs/performance.md, "Memory").
 */
export function serveCommand(packageJsonPath = 'package.json'): ServeCommand {
  const { scripts } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts?: Record<string, string> };
  const words = (scripts?.serve ?? '').split(/\s+/).filter((word) => word !== '');
  const node = words.indexOf('node');
  const entry = words.at(-1);
  if (node === -1 || entry === undefined || !entry.endsWith('.ts'))
    throw new Error(`package.json's serve script is not "… node <flags> <entry>.ts": ${scripts?.serve ?? '(none)'}`);
  return { nodeFlags: words.slice(node + 1, -1), entry };
}
