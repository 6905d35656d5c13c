/**
 * What each seeded person's portrait is made of. Chosen by hand for the people the seed names, so the team reads as
 * varied (skin, hair, clothing, background) and each face suits its person; anyone else gets a mix picked from their
 * slug (portrait-svg.ts), so the same slug always draws the same portrait.
 */

/** Skin tones, light to deep: each with the shade the unlit side of the face and the neck take. */
export const skinTones = {
  porcelain: { base: '#f2d2b6', shade: '#dcb394' },
  light: { base: '#eac09b', shade: '#d19f7a' },
  golden: { base: '#d9a273', shade: '#bd8459' },
  tan: { base: '#b97d52', shade: '#9c6440' },
  brown: { base: '#8d5a3b', shade: '#74472d' },
  deep: { base: '#62402b', shade: '#4e3222' },
} as const;

export const hairColours = {
  black: '#1d1a1c',
  espresso: '#3b2a22',
  chestnut: '#6b4029',
  auburn: '#8e4a2b',
  ash: '#c9ad7e',
  silver: '#b9bcc3',
  slate: '#6f7480',
} as const;

export type HairStyle = 'bob' | 'long' | 'bun' | 'curls' | 'crop' | 'sidePart' | 'short' | 'fringe';
export type Clothing = 'blazer' | 'turtleneck' | 'crew' | 'collar';
export type Backdrop = 'disc' | 'ring' | 'split' | 'arc' | 'bands';

/** The site's palette (renderer/src/lib/theme/palette.ts) as backgrounds: a field and an accent shape on it. */
export const backgrounds = {
  navy: { field: '#162a52', accent: '#2c4a88' },
  deepTeal: { field: '#0e443f', accent: '#0a8374' },
  midnight: { field: '#0e1c3a', accent: '#213a6c' },
  steel: { field: '#2c4a88', accent: '#5479bf' },
  lagoon: { field: '#0b685d', accent: '#22bfa9' },
  mist: { field: '#d7e2f4', accent: '#aec4e8' },
  seafoam: { field: '#c6f4ec', accent: '#90e8da' },
} as const;

/** Clothing colours: the dark suits and knits a consultancy wears, with the palette's blues and teals. */
export const garmentColours = {
  charcoal: '#343d4f',
  ink: '#1f2636',
  navy: '#213a6c',
  cobalt: '#3a5ea6',
  teal: '#0a8374',
  stone: '#d9dee8',
  ivory: '#f6f8fb',
} as const;

export interface PortraitSpec {
  skin: keyof typeof skinTones;
  hair: keyof typeof hairColours;
  hairStyle: HairStyle;
  clothing: Clothing;
  garment: keyof typeof garmentColours;
  /** The shirt or top showing at the neck of a blazer or collar. */
  undershirt: keyof typeof garmentColours;
  background: keyof typeof backgrounds;
  backdrop: Backdrop;
  glasses?: boolean;
  beard?: boolean;
}

export const portraitSpecs: Readonly<Record<string, PortraitSpec>> = {
  // The six who write the insights (seed-people.ts).
  'mara-lindqvist': {
    skin: 'porcelain',
    hair: 'ash',
    hairStyle: 'bob',
    clothing: 'blazer',
    garment: 'ink',
    undershirt: 'ivory',
    background: 'navy',
    backdrop: 'disc',
  },
  'tomas-oyelaran': {
    skin: 'deep',
    hair: 'black',
    hairStyle: 'crop',
    clothing: 'turtleneck',
    garment: 'charcoal',
    undershirt: 'charcoal',
    background: 'lagoon',
    backdrop: 'ring',
    beard: true,
  },
  'priya-raman': {
    skin: 'golden',
    hair: 'black',
    hairStyle: 'long',
    clothing: 'collar',
    garment: 'teal',
    undershirt: 'teal',
    background: 'mist',
    backdrop: 'split',
  },
  'jonas-weber': {
    skin: 'light',
    hair: 'chestnut',
    hairStyle: 'sidePart',
    clothing: 'blazer',
    garment: 'navy',
    undershirt: 'stone',
    background: 'steel',
    backdrop: 'arc',
    glasses: true,
  },
  'aiko-tanaka': {
    skin: 'light',
    hair: 'black',
    hairStyle: 'fringe',
    clothing: 'crew',
    garment: 'cobalt',
    undershirt: 'cobalt',
    background: 'seafoam',
    backdrop: 'bands',
  },
  'daniel-mensah': {
    skin: 'brown',
    hair: 'black',
    hairStyle: 'short',
    clothing: 'collar',
    garment: 'stone',
    undershirt: 'stone',
    background: 'steel',
    backdrop: 'disc',
  },
  // The leadership team (the company page), moving into seed-people.ts.
  'eleanor-marsh': {
    skin: 'porcelain',
    hair: 'silver',
    hairStyle: 'bun',
    clothing: 'blazer',
    garment: 'charcoal',
    undershirt: 'teal',
    background: 'deepTeal',
    backdrop: 'arc',
  },
  'daniel-okafor': {
    skin: 'deep',
    hair: 'black',
    hairStyle: 'short',
    clothing: 'blazer',
    garment: 'ink',
    undershirt: 'ivory',
    background: 'mist',
    backdrop: 'ring',
    glasses: true,
  },
  'sofia-lindqvist': {
    skin: 'light',
    hair: 'auburn',
    hairStyle: 'long',
    clothing: 'crew',
    garment: 'navy',
    undershirt: 'navy',
    background: 'steel',
    backdrop: 'bands',
  },
  'marcus-reid': {
    skin: 'golden',
    hair: 'slate',
    hairStyle: 'sidePart',
    clothing: 'turtleneck',
    garment: 'navy',
    undershirt: 'navy',
    background: 'seafoam',
    backdrop: 'disc',
    beard: true,
  },
  'amara-boateng': {
    skin: 'brown',
    hair: 'espresso',
    hairStyle: 'curls',
    clothing: 'collar',
    garment: 'ivory',
    undershirt: 'ivory',
    background: 'navy',
    backdrop: 'split',
  },
  'tom-hartley': {
    skin: 'tan',
    hair: 'espresso',
    hairStyle: 'crop',
    clothing: 'collar',
    garment: 'cobalt',
    undershirt: 'cobalt',
    background: 'lagoon',
    backdrop: 'arc',
  },
};
