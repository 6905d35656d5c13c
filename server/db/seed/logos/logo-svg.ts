import type { LogoSpec } from './logo-specs';

/** A firm's name as a key: `Calder & Finch Logistics` → `calder-finch-logistics`. */
export function logoSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const faces = {
  sans: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif",
  serif: "Georgia, 'Times New Roman', 'DejaVu Serif', serif",
} as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cased(text: string, letterCase: LogoSpec['letterCase']): string {
  if (letterCase === 'upper') return text.toUpperCase();
  if (letterCase === 'lower') return text.toLowerCase();
  return text;
}

/**
 * A client's or partner's logo: its mark, then its name and tagline. The name's width is fixed with `textLength`
 * (estimated from its letters), so the logo keeps its proportions in whatever sans or serif the viewer has: a
 * picture in an `<img>` cannot load the site's web fonts. Shapes and text only, so it passes the upload sanitiser.
 */
export function logoSvg(spec: LogoSpec): string {
  const name = cased(spec.name, spec.letterCase);
  const size = 22;
  // Average advance per letter, as a share of the size: capitals and heavy weights run wider.
  const advance = (spec.letterCase === 'upper' ? 0.7 : 0.56) + (spec.weight >= 700 ? 0.04 : 0);
  const nameWidth = Math.round(name.length * size * advance);
  const tagline = spec.tagline ? spec.tagline.toUpperCase() : '';
  const taglineWidth = Math.round(tagline.length * 9 * 0.78);
  const width = 50 + Math.max(nameWidth, taglineWidth) + 2;
  const colours = (mark: string) => mark.replaceAll('COLOUR', spec.colour).replaceAll('ACCENT', spec.accent);
  const text = (y: number, fontSize: number, length: number, weight: number, content: string) =>
    `<text x="50" y="${y}" font-family="${faces[spec.face]}" font-size="${fontSize}" font-weight="${weight}" fill="${spec.colour}" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="96" viewBox="0 0 ${width} 48" fill="none">
<title>${escapeXml(logoAlt(spec))}</title>
<g transform="translate(0 4)">${colours(spec.mark)}</g>
${tagline ? `${text(25, size, nameWidth, spec.weight, name)}${text(41, 9, taglineWidth, 600, tagline)}` : text(32, size, nameWidth, spec.weight, name)}
</svg>`;
}

/** The logo's alt text, which names the firm as the seed does (`Westmere Energy logo`, whatever the wordmark's case). */
export function logoAlt(spec: LogoSpec): string {
  return `${spec.name}${spec.tagline ? ` ${spec.tagline}` : ''} logo`;
}
