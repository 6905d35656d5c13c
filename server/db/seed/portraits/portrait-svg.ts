import { beard, glasses, hairBack, hairFront } from './portrait-hair';
import type { Backdrop, Clothing, HairStyle, PortraitSpec } from './portrait-specs';
import { backgrounds, garmentColours, hairColours, portraitSpecs, skinTones } from './portrait-specs';

/** A number from the slug (FNV-1a, as the covers use), so an unlisted person's mix is the same on every start. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

function pick<T>(options: readonly T[], hash: number, shift: number): T {
  const chosen = options[(hash >>> shift) % options.length];
  if (chosen === undefined) throw new Error('No options to pick from');
  return chosen;
}

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];

/** The hand-picked portrait of a person the seed names, or one mixed from the slug for anyone else. */
export function portraitSpecFor(slug: string): PortraitSpec {
  const listed = portraitSpecs[slug];
  if (listed) return listed;
  const hash = hashOf(slug);
  const clothing = pick<Clothing>(['blazer', 'turtleneck', 'crew', 'collar'], hash, 0);
  return {
    skin: pick(keysOf(skinTones), hash, 3),
    hair: pick(keysOf(hairColours), hash, 6),
    hairStyle: pick<HairStyle>(['bob', 'long', 'bun', 'curls', 'crop', 'sidePart', 'short', 'fringe'], hash, 9),
    clothing,
    garment: pick(['charcoal', 'ink', 'navy', 'cobalt', 'teal'] as const, hash, 12),
    undershirt: pick(['stone', 'ivory'] as const, hash, 15),
    background: pick(keysOf(backgrounds), hash, 17),
    backdrop: pick<Backdrop>(['disc', 'ring', 'split', 'arc', 'bands'], hash, 20),
  };
}

/** The accent shape behind the figure: one per backdrop, all large and simple. */
function backdropShape(backdrop: Backdrop, accent: string): string {
  switch (backdrop) {
    case 'disc':
      return `<circle cx="178" cy="62" r="72" fill="${accent}"/>`;
    case 'ring':
      return `<circle cx="120" cy="104" r="86" stroke="${accent}" stroke-width="16"/>`;
    case 'split':
      return `<path d="M0 240L240 52V240Z" fill="${accent}"/>`;
    case 'arc':
      return `<circle cx="34" cy="214" r="128" fill="${accent}"/>`;
    case 'bands':
      return `<g fill="${accent}" transform="rotate(-32 120 120)">${[30, 78, 126]
        .map((y) => `<rect x="-80" y="${y}" width="400" height="24"/>`)
        .join('')}</g>`;
  }
}

/** Shoulders and what is worn at the neck; light falls from the left, so the right shoulder is in shade. */
function clothingShapes(spec: PortraitSpec, skinShade: string): string {
  const garment = garmentColours[spec.garment];
  const under = garmentColours[spec.undershirt];
  const torso = `<path d="M22 240C26 199 56 178 98 171H142C184 178 214 199 218 240Z" fill="${garment}"/>`;
  const shade =
    '<path d="M152 174C188 182 214 201 218 240H160C164 214 162 192 152 174Z" fill="#000000" fill-opacity="0.16"/>';
  switch (spec.clothing) {
    case 'blazer':
      // The shirt in a V, and lapels a shade lighter than the jacket.
      return `${torso}<path d="M101 171L120 212L139 171Z" fill="${under}"/><path d="M98 171L120 214L104 240H88L84 186Z" fill="#ffffff" fill-opacity="0.1"/><path d="M142 171L120 214L136 240H152L156 186Z" fill="#000000" fill-opacity="0.12"/>${shade}`;
    case 'turtleneck':
      return `${torso}<path d="M101 146H139V174Q120 184 101 174Z" fill="${garment}"/><path d="M101 160H139" stroke="#000000" stroke-opacity="0.18" stroke-width="3"/>${shade}`;
    case 'crew':
      return `${torso}<path d="M99 172Q120 190 141 172" stroke="#000000" stroke-opacity="0.2" stroke-width="6"/>${shade}`;
    case 'collar':
      // An open collar: the throat in shade, and the collar's two points.
      return `${torso}<path d="M106 171L120 196L134 171Z" fill="${skinShade}"/><path d="M100 166L120 196L106 200L96 176Z" fill="${under}"/><path d="M140 166L120 196L134 200L144 176Z" fill="${under}"/><path d="M140 166L120 196L134 200L144 176Z" fill="#000000" fill-opacity="0.12"/>${shade}`;
  }
}

/**
 * A flat, geometric head-and-shoulders portrait (240×240 drawn, 480 px declared for sharp high-density screens): a
 * field of the site's palette with one accent shape, and a figure without facial features (a face drawn with few
 * lines looks cartoonish or uncanny at a byline's size; shape, hair and shading carry the likeness). Shapes only,
 * no text or style sheets, so it passes the upload sanitiser unchanged; the title names the person.
 */
export function portraitSvg(person: { slug: string; name: string }): string {
  const spec = portraitSpecFor(person.slug);
  const skin = skinTones[spec.skin];
  const hair = hairColours[spec.hair];
  const { field, accent } = backgrounds[spec.background];
  const title = portraitAlt(person.name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 240 240" fill="none">
<title>${title}</title>
<defs><clipPath id="face"><ellipse cx="120" cy="98" rx="33" ry="41"/></clipPath></defs>
<rect width="240" height="240" fill="${field}"/>${backdropShape(spec.backdrop, accent)}
<g transform="matrix(1.25 0 0 1.25 -30 -31.75)">
<g fill="${hair}">${hairBack[spec.hairStyle]}</g>
<path d="M103 124V172Q120 184 137 172V124Z" fill="${skin.shade}"/>
${clothingShapes(spec, skin.shade)}
<ellipse cx="87" cy="102" rx="6" ry="9" fill="${skin.base}"/><ellipse cx="153" cy="102" rx="6" ry="9" fill="${skin.shade}"/>
<ellipse cx="120" cy="98" rx="33" ry="41" fill="${skin.base}"/>
<path d="M124 50C146 76 148 116 122 146H160V50Z" fill="${skin.shade}" clip-path="url(#face)"/>
${spec.beard ? `<g fill="${hair}">${beard}</g>` : ''}<g fill="${hair}">${hairFront[spec.hairStyle]}</g>${spec.glasses ? glasses : ''}
</g>
</svg>`;
}

/** The portrait's alt text, as the library stores it and a byline's photo carries it. */
export function portraitAlt(name: string): string {
  return `Portrait of ${name}`;
}
