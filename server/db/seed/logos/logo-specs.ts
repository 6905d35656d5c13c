/**
 * The fictional clients and partners the seed names, each with a wordmark of its own: a geometric mark in a 40×40
 * box and its name set in one of a few treatments. Invented firms only: the site never shows a real company's logo.
 * Mid-tone colours, so a logo drawn in its own colours reads on the light and the dark theme alike; the marks are
 * shapes without a filled background, so a logo wall's one-tone treatment (logo-tile.tsx) keeps them legible.
 */
export interface LogoSpec {
  name: string;
  /** A second, smaller line: what the firm is (`LOGISTICS`), set in tracked capitals. */
  tagline?: string;
  colour: string;
  accent: string;
  face: 'sans' | 'serif';
  weight: 500 | 600 | 700 | 800;
  letterCase: 'as-written' | 'upper' | 'lower';
  mark: string;
}

export const logoSpecs: Readonly<Record<string, LogoSpec>> = {
  'harrowgate-mutual': {
    name: 'Harrowgate',
    tagline: 'Mutual',
    colour: '#3a5ea6',
    accent: '#5479bf',
    face: 'serif',
    weight: 700,
    letterCase: 'as-written',
    // A gate: two posts under an arch.
    mark: '<path d="M6 38V18A14 14 0 0 1 34 18V38H28V19A8 8 0 0 0 12 19V38Z" fill="COLOUR"/><path d="M17 38V24H23V38Z" fill="ACCENT"/>',
  },
  'calder-finch-logistics': {
    name: 'Calder & Finch',
    tagline: 'Logistics',
    colour: '#0a8374',
    accent: '#22bfa9',
    face: 'sans',
    weight: 700,
    letterCase: 'as-written',
    // Two chevrons: goods on the move.
    mark: '<path d="M4 8H14L26 20L14 32H4L16 20Z" fill="COLOUR"/><path d="M18 8H26L38 20L26 32H18L30 20Z" fill="ACCENT"/>',
  },
  'westmere-energy': {
    name: 'Westmere',
    tagline: 'Energy',
    colour: '#a8620f',
    accent: '#3a5ea6',
    face: 'sans',
    weight: 800,
    letterCase: 'lower',
    // A sun rising over water.
    mark: '<path d="M8 22A12 12 0 0 1 32 22Z" fill="COLOUR"/><path d="M4 28Q12 24 20 28T36 28M4 35Q12 31 20 35T36 35" stroke="ACCENT" stroke-width="3.5" stroke-linecap="round"/>',
  },
  'brackenfield-insurance': {
    name: 'Brackenfield',
    tagline: 'Insurance',
    colour: '#4f7a3a',
    accent: '#7aa35d',
    face: 'sans',
    weight: 600,
    letterCase: 'as-written',
    // A bracken frond: leaves in pairs along a stem.
    mark: '<path d="M20 38V6" stroke="COLOUR" stroke-width="3" stroke-linecap="round"/><path d="M20 12L10 8L20 18ZM20 12L30 8L20 18ZM20 21L7 16L20 28ZM20 21L33 16L20 28Z" fill="ACCENT"/><path d="M20 30L9 26L20 37ZM20 30L31 26L20 37Z" fill="COLOUR"/>',
  },
  'ashcombe-borough-council': {
    name: 'Ashcombe',
    tagline: 'Borough Council',
    colour: '#6b3f7a',
    accent: '#9b6aa8',
    face: 'serif',
    weight: 600,
    letterCase: 'as-written',
    // A civic shield with three bars.
    mark: '<path d="M7 5H33V20C33 28 28 33 20 36C12 33 7 28 7 20Z" stroke="COLOUR" stroke-width="3.5" stroke-linejoin="round"/><path d="M12 11H28V14H12ZM12 17H28V20H12ZM14 23H26V26H14Z" fill="ACCENT"/>',
  },
  'norland-rail-services': {
    name: 'Norland Rail',
    tagline: 'Services',
    colour: '#b8333a',
    accent: '#d65c62',
    face: 'sans',
    weight: 700,
    letterCase: 'upper',
    // A track running to the horizon: two rails and their sleepers.
    mark: '<path d="M5 38L16 3M35 38L24 3" stroke="COLOUR" stroke-width="4" stroke-linecap="round"/><path d="M11 31H29M14 21H26M16.5 12H23.5" stroke="ACCENT" stroke-width="3"/>',
  },
  'halden-ridge-cloud': {
    name: 'Halden Ridge',
    tagline: 'Cloud',
    colour: '#2c4a88',
    accent: '#5479bf',
    face: 'sans',
    weight: 700,
    letterCase: 'as-written',
    // A ridge of three peaks.
    mark: '<path d="M2 34L14 12L22 26L27 18L38 34Z" fill="COLOUR"/><path d="M14 12L18 19L14 17L10 19Z" fill="ACCENT"/>',
  },
  'tessellate-identity': {
    name: 'Tessellate',
    tagline: 'Identity',
    colour: '#0b685d',
    accent: '#22bfa9',
    face: 'sans',
    weight: 600,
    letterCase: 'lower',
    // Three rhombi tiling a hexagon, the top one in the accent.
    mark: '<path d="M20 3L34 11L20 19L6 11Z" fill="ACCENT"/><path d="M5 13.5L18.5 21.5V37L5 29ZM35 13.5L21.5 21.5V37L35 29Z" fill="COLOUR"/>',
  },
  'quillmark-analytics': {
    name: 'Quillmark',
    tagline: 'Analytics',
    colour: '#4a5568',
    accent: '#0ea38f',
    face: 'serif',
    weight: 700,
    letterCase: 'as-written',
    // A pen nib over a rising line.
    mark: '<path d="M18.5 3L10 16L18.5 30ZM21.5 3L30 16L21.5 30Z" fill="COLOUR"/><path d="M4 37L14 33L22 35L36 29" stroke="ACCENT" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  'fennick-data-protection': {
    name: 'Fennick',
    tagline: 'Data Protection',
    colour: '#213a6c',
    accent: '#0ea38f',
    face: 'sans',
    weight: 800,
    letterCase: 'upper',
    // Three stacked copies, the newest one locked in the accent.
    mark: '<path d="M6 8H34V14H6ZM6 17H34V23H6Z" fill="COLOUR"/><path d="M6 26H34V32H6Z" fill="ACCENT"/><path d="M6 35H34" stroke="COLOUR" stroke-width="2"/>',
  },
};
