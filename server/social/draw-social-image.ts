import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../media/image-library';
import { socialImageSize } from '../../contract/social-image';

const { width, height } = socialImageSize;
/**
 * Fonts fontconfig finds on the server: Liberation Sans (metric-compatible with Arial) where installed, else DejaVu
 * Sans, else whatever sans-serif the system has. The site's Inter ships only as WOFF2, which the system's text
 * layout does not read; satori with Inter would draw it, and needs adding as a dependency.
 */
const fontFamily = 'Liberation Sans, DejaVu Sans, sans-serif';
const margin = 80;
const titleTop = 150;
const titleBottom = 500;
/** Largest first; the first size at which the title fits its box (at most five lines) wins. */
const titleSizes = [68, 60, 52, 46, 40, 34];

export interface SocialDrawing {
  title: string;
  /** The line above the title: whose site, and which part of it. */
  eyebrow: string;
  /** The address shown at the foot. */
  host: string;
  /** The art's bytes (SVG or raster) and how it is shown: behind everything (a cover), or beside the title. */
  art?: { data: Buffer; placement: 'cover' | 'beside' };
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The title set by the system's text layout (Pango), wrapped at words, at the largest size that fits. */
async function titleImage(title: string, boxWidth: number): Promise<{ data: Buffer; height: number }> {
  const boxHeight = titleBottom - titleTop;
  const sharp = await loadSharp();
  let last: { data: Buffer; height: number } | undefined;
  for (const size of titleSizes) {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="#ffffff" font_weight="bold">${escapeMarkup(title)}</span>`,
        font: `${fontFamily} ${size}`,
        width: boxWidth,
        dpi: 72,
        rgba: true,
        wrap: 'word',
        spacing: Math.round(size * 0.18),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    last = { data, height: info.height };
    if (info.height <= boxHeight) return last;
  }
  if (!last) throw new Error('no title size tried');
  // Longer than any size fits (a title of hundreds of characters): its first lines, cut at the box.
  const cut = await sharp(last.data).extract({ left: 0, top: 0, width: boxWidth, height: boxHeight }).png().toBuffer();
  return { data: cut, height: boxHeight };
}

/** The site's dark field with faint rings, or over a cover a shade that keeps the title readable. */
function backgroundSvg(overCover: boolean): string {
  const field = overCover
    ? `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1730" stop-opacity="0.94"/><stop offset="0.6" stop-color="#0b1730" stop-opacity="0.72"/><stop offset="1" stop-color="#0b1730" stop-opacity="0.15"/></linearGradient>`
    : `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1730"/><stop offset="1" stop-color="#10294a"/></linearGradient>`;
  const rings = overCover
    ? ''
    : [260, 200, 140]
        .map(
          (r, i) =>
            `<circle cx="930" cy="315" r="${r}" fill="none" stroke="#7f9fd6" stroke-opacity="${0.1 + i * 0.06}"/>`,
        )
        .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${field}</defs><rect width="${width}" height="${height}" fill="url(#shade)"/>${rings}</svg>`;
}

function labelsSvg(eyebrow: string, host: string): string {
  const text = (y: number, size: number, fill: string, value: string, weight = 'normal') =>
    `<text x="${margin}" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeMarkup(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="${margin}" y="72" width="56" height="6" rx="3" fill="#52d6c2"/>
${text(118, 26, '#aec4e8', eyebrow.toUpperCase(), 'bold')}
${text(574, 24, '#aec4e8', host)}
</svg>`;
}

/** Art drawn into a box, kept whole; an SVG is rasterised at twice its size first, so it stays sharp. */
async function fitted(data: Buffer, box: { width: number; height: number }, fit: 'contain' | 'cover') {
  const sharp = await loadSharp();
  return sharp(data, { density: 144, limitInputPixels: 40_000_000 })
    .resize({ ...box, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * A 1200×630 PNG: the art (a cover filling the picture, or a page's illustration beside the title), the title as
 * large as fits, the site's name above it and its address below. Art that cannot be read is left out, never an
 * error: the title alone still says what the link is.
 */
export async function drawSocialImage(drawing: SocialDrawing): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  let base: Buffer | undefined;
  let textWidth = 1040;
  if (drawing.art) {
    try {
      if (drawing.art.placement === 'cover') {
        base = await fitted(drawing.art.data, { width, height }, 'cover');
        textWidth = 700;
      } else {
        layers.push({
          input: await fitted(drawing.art.data, { width: 400, height: 400 }, 'contain'),
          left: 730,
          top: 115,
        });
        textWidth = 600;
      }
    } catch {
      base = undefined;
    }
  }
  layers.unshift({ input: Buffer.from(backgroundSvg(base !== undefined)), left: 0, top: 0 });
  const title = await titleImage(drawing.title, textWidth);
  const top = titleTop + Math.max(0, Math.round((titleBottom - titleTop - title.height) / 2));
  layers.push(
    { input: title.data, left: margin, top },
    { input: Buffer.from(labelsSvg(drawing.eyebrow, drawing.host)) },
  );
  const sharp = await loadSharp();
  const canvas = base
    ? sharp(base)
    : sharp({ create: { width, height, channels: 4, background: { r: 11, g: 23, b: 48, alpha: 1 } } });
  // A palette of at most 256 colours (quantised, dithered): a third of the bytes of a full-colour PNG (an article's
  // picture over its cover: 163 KB → 56 KB) with no difference a preview card shows; previews download it on every share.
  return canvas
    .composite(layers)
    .flatten({ background: '#0b1730' })
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer();
}
