import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * GET /api/public/pages/home (JSON) and GET /services (the server-rendered page) from our server, each next to
 * nginx serving the same bytes as a static file, in the same run on 127.0.0.1, so the ratios mean something on
 * a shared, noisy machine. Bounded: four runs of `durationSeconds` each. Needs `npm run build:web` for the page.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const apiPort = 5091;
const nginxPort = 5092;
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const children: ChildProcess[] = [];

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(label: string, url: string) {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  const row = {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${label.padEnd(28)} ${row.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms   errors ${row.errors}`,
  );
  return row;
}

function startNginx(root: string): boolean {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) return false;
  const conf = path.join(workDir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${workDir}/nginx.pid; error_log ${workDir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type application/json; client_body_temp_path ${workDir}; proxy_temp_path ${workDir};
  fastcgi_temp_path ${workDir}; uwsgi_temp_path ${workDir}; scgi_temp_path ${workDir};
  server { listen 127.0.0.1:${nginxPort}; root ${root}; } }`,
  );
  children.push(spawn('nginx', ['-c', conf], { stdio: 'ignore' }));
  return true;
}

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'silent',
      SITE_ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: 'ignore',
  });
  children.push(server);
  const apiUrl = `http://127.0.0.1:${apiPort}/api/public/pages/home`;
  await waitFor(apiUrl);
  const body = await (await fetch(apiUrl)).text();
  writeFileSync(path.join(workDir, 'home.json'), body);
  const pageUrl = `http://127.0.0.1:${apiPort}/services`;
  const pageResponse = await fetch(pageUrl);
  const page = await pageResponse.text();
  if (pageResponse.status !== 200 || !page.includes('<title>'))
    throw new Error(`${pageUrl} is not a rendered page: run npm run build:web`);
  writeFileSync(path.join(workDir, 'services.html'), page);
  console.log(
    `Benchmark: ${connections} connections, ${durationSeconds} s each; JSON ${body.length} bytes, page ${page.length} bytes`,
  );

  const api = await measure('content server: page JSON', apiUrl);
  const rendered = await measure('content server: /services', pageUrl);
  if (!startNginx(workDir)) {
    console.log('nginx is not installed (apt-get install nginx-light): no comparison this run.');
    return;
  }
  await waitFor(`http://127.0.0.1:${nginxPort}/home.json`);
  const nginx = await measure('nginx: same JSON', `http://127.0.0.1:${nginxPort}/home.json`);
  const nginxPage = await measure('nginx: same page HTML', `http://127.0.0.1:${nginxPort}/services.html`);
  const ratio = api.requestsPerSecond / nginx.requestsPerSecond;
  const pageRatio = rendered.requestsPerSecond / nginxPage.requestsPerSecond;
  console.log(`Ratio content server / nginx, page JSON: ${ratio.toFixed(2)}× (target ≥ 0.50×)`);
  console.log(`Ratio content server / nginx, rendered /services: ${pageRatio.toFixed(2)}× (target ≥ 0.50×)`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  });
