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
} as const;

export type SeededMedia = Record<keyof typeof seededMediaFiles, string>;

const publicFolder = new URL('../../../renderer/public/', import.meta.url);

let prepared: Promise<[keyof SeededMedia, NewMedia][]> | undefined;

/** Read and processed once per process: every test app seeds a fresh database with the same pictures. */
function preparedSeedMedia(): Promise<[keyof SeededMedia, NewMedia][]> {
  prepared ??= Promise.all(
    (Object.keys(seededMediaFiles) as (keyof SeededMedia)[]).map(async (key) => {
      const { file, alt } = seededMediaFiles[key];
      const data = await readFile(new URL(file, publicFolder));
      return [key, await prepareMedia({ fileName: file, data }, alt)] as [keyof SeededMedia, NewMedia];
    }),
  );
  return prepared;
}

/**
 * Imports the seeded pictures through the same checks and processing as an upload (an SVG is sanitised like any
 * other), so the header's and footer's logos are library images that staff can replace. Answers their addresses.
 */
export async function seedMedia(repos: Repositories): Promise<SeededMedia> {
  const urls: Partial<SeededMedia> = {};
  for (const [key, media] of await preparedSeedMedia()) {
    const id = await repos.media.create(media, null);
    const item = await repos.media.find(id);
    if (!item) throw new Error(`Seed image ${media.name} was not stored`);
    urls[key] = item.url;
  }
  return urls as SeededMedia;
}
