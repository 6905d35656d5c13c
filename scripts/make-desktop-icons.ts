import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The desktop app's icons, drawn from the brand's vector shield (renderer/public/brand/favicon.svg) on the
 * app's navy tile, rendered at each size from the SVG (never scaled down from one big PNG, so small sizes
 * stay crisp). electron-builder reads packaging/icons: the NxN.png set for Linux, icon.png (1024) for
 * macOS and Windows, which it converts to .icns and .ico. Run: node --import tsx scripts/make-desktop-icons.ts
 */
const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const outDir = path.resolve('packaging/icons');

const shield = readFileSync(path.resolve('renderer/public/brand/favicon.svg'), 'utf8');
const inner = shield.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

// The shield's 36x40 box centred on a 1024 tile with a macOS-style corner radius.
function tileSvg(): string {
  const scale = 17;
  const x = (1024 - 36 * scale) / 2;
  const y = (1024 - 40 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <rect x="64" y="64" width="896" height="896" rx="200" fill="#070f22"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>
</svg>`;
}

mkdirSync(outDir, { recursive: true });
const svg = Buffer.from(tileSvg());
for (const size of sizes) {
  await sharp(svg, { density: Math.max(72, (72 * size) / 1024) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, `${size}x${size}.png`));
}
await sharp(svg).resize(1024, 1024).png({ compressionLevel: 9 }).toFile(path.join(outDir, 'icon.png'));
console.log(`Wrote ${sizes.length + 1} icons to ${path.relative(process.cwd(), outDir)}`);
