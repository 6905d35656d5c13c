import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { prepareMedia } from '../../media/prepare-media';
import type { NewMedia } from '../../repositories/media-repository';
import type { Repositories } from '../../repositories/repositories';

/** The site's own pictures, under renderer/public, that the first start copies into the media library. */
export const seededMediaFiles = {
  logoLight: { file: 'brand/logo-light.svg', alt: 'Aegisline' },
  logoDark: { file: 'brand/logo-dark.svg', alt: 'Aegisline' },
  shieldLayers: { file: 'illustrations/shield-layers.svg', alt: 'Layers of protection around a shield' },
  dataFlow: { file: 'illustrations/data-flow.svg', alt: 'Data flowing between connected systems' },
  heroMesh: { file: 'illustrations/hero-mesh.svg', alt: 'A mesh of connected points' },
  cloud: { file: 'illustrations/cloud.svg', alt: 'Workloads in a cloud inside guard rails' },
  identity: { file: 'illustrations/identity.svg', alt: 'An identity checked at each access gate' },
  ai: { file: 'illustrations/ai.svg', alt: 'A neural network inside a protective boundary' },
  detection: { file: 'illustrations/detection.svg', alt: 'A radar sweep with alert pulses' },
  assessment: { file: 'illustrations/assessment.svg', alt: 'A blueprint being scanned, with a severity gauge' },
  partners: { file: 'illustrations/partners.svg', alt: 'Linked hubs forming one network' },
  careers: { file: 'illustrations/careers.svg', alt: 'Connected people along a rising path' },
  // Services draw the technical line system above; solutions a second system in which an amber problem (tangled
  // threads, a stolen key, scattered resources) resolves into ordered teal; the company area its own (issue 31).
  roadmap: { file: 'illustrations/roadmap.svg', alt: 'A route rising through three milestones to a flag' },
  solutionsPaths: {
    file: 'illustrations/solutions-paths.svg',
    alt: 'Tangled threads drawn through one ring into three clear paths',
  },
  aiAdoption: {
    file: 'illustrations/ai-adoption.svg',
    alt: 'An AI chat answering from permitted documents while a restricted one stays locked',
  },
  accessPaths: {
    file: 'illustrations/access-paths.svg',
    alt: 'Each person passing one gate to one application, a stolen key stopped at the wall',
  },
  cloudOrder: {
    file: 'illustrations/cloud-order.svg',
    alt: 'Scattered resources brought into a cloud as an ordered, checked grid',
  },
  compass: { file: 'illustrations/compass.svg', alt: 'A compass rose with four offices on its outer ring' },
  library: { file: 'illustrations/library.svg', alt: 'A fanned stack of guides with a download mark' },
  conversation: { file: 'illustrations/conversation.svg', alt: 'Two speech bubbles above a map pin' },
} as const;

export type SeededMediaKey = keyof typeof seededMediaFiles;

/** A seeded picture's address and size, as content that shows it needs them. */
export interface SeededPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export type SeededMedia = Record<SeededMediaKey, SeededPicture>;

/**
 * The site's public folder, from where this module runs: server/db/seed/ in the sources (tests, scripts), or
 * dist/server/ in the built server `npm run serve` starts.
 */
function publicFolder(): URL {
  for (const up of ['../../../', '../../']) {
    const folder = new URL(`${up}renderer/public/`, import.meta.url);
    if (existsSync(folder)) return folder;
  }
  throw new Error(`renderer/public is not where the server expects it (from ${import.meta.url})`);
}

let prepared: Promise<[SeededMediaKey, NewMedia][]> | undefined;

/** Read and processed once per process: every test app seeds a fresh database with the same pictures. */
function preparedSeedMedia(): Promise<[SeededMediaKey, NewMedia][]> {
  prepared ??= Promise.all(
    (Object.keys(seededMediaFiles) as SeededMediaKey[]).map(async (key) => {
      const { file, alt } = seededMediaFiles[key];
      const data = await readFile(new URL(file, publicFolder()));
      return [key, await prepareMedia({ fileName: file, data }, alt)] as [SeededMediaKey, NewMedia];
    }),
  );
  return prepared;
}

/**
 * Imports the seeded pictures through the same checks and processing as an upload (an SVG is sanitised like any
 * other), so the logos of header and footer and the pages' artwork are library images that staff can replace.
 * Answers their addresses and sizes.
 */
export async function seedMedia(repos: Repositories): Promise<SeededMedia> {
  const pictures: Partial<SeededMedia> = {};
  for (const [key, media] of await preparedSeedMedia()) {
    const id = await repos.media.create(media, null);
    const item = await repos.media.find(id);
    if (!item) throw new Error(`Seed image ${media.name} was not stored`);
    pictures[key] = { url: item.url, alt: item.alt, width: item.width, height: item.height };
  }
  return pictures as SeededMedia;
}
