import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside each text asset once at build time, so the server never compresses per request. */
const root = path.resolve(process.argv[2] ?? 'dist/web');
const compressible = /\.(js|css|html|svg|json|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  // index.html is rewritten at run time with the runtime configuration, so it is compressed on the fly.
  if (!compressible.test(file) || file.endsWith(`${path.sep}index.html`)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
