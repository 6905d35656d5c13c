import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to `/` downloads: the entry script and everything it imports statically
 * (followed through the chunks themselves, not only index.html's preload hints), gzipped.
 */
const budgetBytes = 180 * 1024;
const webRoot = path.resolve(process.argv[2] ?? 'dist/web');
const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');

const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module script in dist/web/index.html: build the web renderer first');

const seen = new Set<string>();
const queue = [entry.replace(/^\//, '')];
while (queue.length > 0) {
  const file = queue.pop() as string;
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(webRoot, file), 'utf8');
  // Static imports only: `import … from "./chunk.js"` and bare `import "./chunk.js"`; dynamic import() is lazy.
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1] as string;
    queue.push(path.posix.join(path.posix.dirname(file), specifier));
  }
}

const rows = [...seen].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(webRoot, file))).length }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`First-load JavaScript for "/": ${kb(total)} gzipped (budget ${kb(budgetBytes)})`);

const forbidden = rows.filter((row) => /admin|auth-page|api-test/.test(row.file));
if (forbidden.length > 0) {
  console.error(`Admin, auth or API-tester code is in the first load: ${forbidden.map((row) => row.file).join(', ')}`);
  process.exit(1);
}
if (total > budgetBytes) {
  console.error(`Over budget by ${kb(total - budgetBytes)}`);
  process.exit(1);
}
