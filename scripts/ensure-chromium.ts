import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser tests use Debian's Chromium (Playwright cannot download its own here). */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium not found at ${chromium}: installing Debian's chromium package…`);
    const run = (args: string[]) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', 'chromium']).status !== 0) {
      console.error('Installing chromium failed. Install it yourself: apt-get update && apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(
      `Chromium not found at ${chromium}. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium)` +
        ' or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
}
