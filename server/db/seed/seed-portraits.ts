import type { Image } from '../../../contract/page-content/fields';
import { prepareMedia } from '../../media/prepare-media';
import type { NewMedia } from '../../repositories/media-repository';
import type { Repositories } from '../../repositories/repositories';
import { portraitAlt, portraitSvg } from './portraits/portrait-svg';

const prepared = new Map<string, Promise<NewMedia>>();

/** Drawn and processed once per process and person, as the other seeded pictures are (seed-media.ts). */
function preparedPortrait(person: { slug: string; name: string }): Promise<NewMedia> {
  let media = prepared.get(person.slug);
  if (!media) {
    media = prepareMedia(
      { fileName: `portrait-${person.slug}.svg`, data: Buffer.from(portraitSvg(person)) },
      portraitAlt(person.name),
    );
    prepared.set(person.slug, media);
  }
  return media;
}

/**
 * Puts a person's portrait into the media library (an upload like any other, sanitised, and replaceable by staff)
 * and answers it as the picture a person's `photo`, or a team member's `image`, holds. Any slug has a portrait:
 * the people the seed names have hand-picked ones (portraits/portrait-specs.ts).
 */
export async function seedPortrait(repos: Repositories, person: { slug: string; name: string }): Promise<Image> {
  const stored = await repos.media.find(await repos.media.create(await preparedPortrait(person), null));
  if (!stored) throw new Error(`Portrait of ${person.slug} was not stored`);
  return { src: stored.url, alt: stored.alt, width: stored.width, height: stored.height };
}
