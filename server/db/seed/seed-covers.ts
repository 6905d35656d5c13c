import type { ArticleKind } from '../../../contract/articles';

/** A number from the slug, so each article's cover differs and the same seed always draws the same one. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The sign each kind carries at the cover's centre of interest, in the illustrations' line style. */
const kindMarks: Record<ArticleKind, string> = {
  advisory:
    '<path d="M0 -70L64 44H-64Z" stroke="#52d6c2" stroke-width="4" stroke-linejoin="round"/><path d="M0 -24V10M0 26V28" stroke="#52d6c2" stroke-width="6" stroke-linecap="round"/>',
  'case-study':
    '<path d="M-80 60H80" stroke="#aec4e8" stroke-opacity="0.6" stroke-width="2"/><rect x="-66" y="10" width="24" height="50" rx="3" fill="#7f9fd6" fill-opacity="0.45"/><rect x="-26" y="-20" width="24" height="80" rx="3" fill="#7f9fd6" fill-opacity="0.6"/><rect x="14" y="-60" width="24" height="120" rx="3" fill="#52d6c2" fill-opacity="0.8"/>',
  guide:
    '<path d="M-90 50C-40 50 -40 -10 0 -10S40 -60 90 -60" stroke="#52d6c2" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10"/><circle cx="-90" cy="50" r="10" fill="#52d6c2"/><circle cx="0" cy="-10" r="10" fill="#7f9fd6"/><circle cx="90" cy="-60" r="10" fill="#aec4e8"/>',
  insight:
    '<circle r="54" stroke="#52d6c2" stroke-width="4"/><circle r="16" fill="#52d6c2" fill-opacity="0.8"/><path d="M0 -90V-70M0 70V90M-90 0H-70M70 0H90M-64 -64L-50 -50M50 50L64 64M-64 64L-50 50M50 -50L64 -64" stroke="#aec4e8" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>',
  news: '<circle r="12" fill="#52d6c2"/><path d="M-34 -34A48 48 0 0 0 -34 34M34 -34A48 48 0 0 1 34 34M-62 -62A88 88 0 0 0 -62 62M62 -62A88 88 0 0 1 62 62" stroke="#52d6c2" stroke-width="4" stroke-linecap="round" stroke-opacity="0.8"/>',
};

/**
 * A cover for a seeded article (1200×630, the size link previews use): the site's dark field with its teal and blue
 * line work, rings and a dot grid placed from the slug, and the kind's mark. Vector, so it stays crisp at any width.
 */
export function coverSvg(slug: string, kind: ArticleKind): string {
  const hash = hashOf(slug);
  const cx = 720 + (hash % 280);
  const cy = 200 + ((hash >>> 8) % 230);
  const tilt = (hash >>> 16) % 60;
  const hue = hash % 2 === 0 ? '#22bfa9' : '#4f7fd1';
  // Outer ring dotted, middle ring in the accent teal, inner ring brightest.
  const rings = [
    { r: 230, stroke: '#7f9fd6', opacity: 0.18, dash: ' stroke-dasharray="2 7"' },
    { r: 170, stroke: '#52d6c2', opacity: 0.26, dash: '' },
    { r: 120, stroke: '#7f9fd6', opacity: 0.34, dash: '' },
  ]
    .map(
      ({ r, stroke, opacity, dash }) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${stroke}" stroke-opacity="${opacity}"${dash}/>`,
    )
    .join('');
  const dots = Array.from({ length: 48 }, (_, index) => {
    const x = 80 + (index % 8) * 44;
    const y = 120 + Math.floor(index / 8) * 44;
    const lit = (hash >>> (index % 24)) % 5 === 0;
    return `<circle cx="${x}" cy="${y}" r="${lit ? 3.5 : 2}" fill="${lit ? '#52d6c2' : '#aec4e8'}" fill-opacity="${lit ? 0.9 : 0.25}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" fill="none">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1730"/><stop offset="1" stop-color="#10294a"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hue}" stop-opacity="0.35"/><stop offset="1" stop-color="${hue}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="300" fill="url(#glow)"/>
<g transform="rotate(${tilt - 30} 600 315)" stroke="#7f9fd6" stroke-opacity="0.12">${Array.from({ length: 9 }, (_, index) => `<path d="M-200 ${index * 110 - 200}H1400"/>`).join('')}</g>
${rings}${dots}
<g transform="translate(${cx} ${cy})">${kindMarks[kind]}</g>
</svg>`;
}
