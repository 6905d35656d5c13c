import type { Image } from '../../../contract/page-content/fields';
import { prepareMedia } from '../../media/prepare-media';
import type { NewMedia } from '../../repositories/media-repository';
import type { Repositories } from '../../repositories/repositories';
import { logoSpecs } from './logos/logo-specs';
import { logoAlt, logoSlug, logoSvg } from './logos/logo-svg';
import type { SeedBlock } from './seed-types';

/** The seeded logos by firm (`logoSlug` of its name), as the blocks that show them need them. */
export type SeededLogos = Readonly<Record<string, Image>>;

let prepared: Promise<[string, NewMedia][]> | undefined;

/** Drawn and processed once per process, as the other seeded pictures are (seed-media.ts). */
function preparedLogos(): Promise<[string, NewMedia][]> {
  prepared ??= Promise.all(
    Object.entries(logoSpecs).map(async ([slug, spec]) => {
      const data = Buffer.from(logoSvg(spec));
      const media = await prepareMedia({ fileName: `firm-logo-${slug}.svg`, data }, logoAlt(spec));
      return [slug, media] as [string, NewMedia];
    }),
  );
  return prepared;
}

/** Puts the fictional clients' and partners' logos into the media library (sanitised like any upload). */
export async function seedLogos(repos: Repositories): Promise<SeededLogos> {
  const logos: Record<string, Image> = {};
  for (const [slug, media] of await preparedLogos()) {
    const stored = await repos.media.find(await repos.media.create(media, null));
    if (!stored) throw new Error(`Logo ${slug} was not stored`);
    logos[slug] = { src: stored.url, alt: stored.alt, width: stored.width, height: stored.height };
  }
  return logos;
}

/**
 * A seeded page's blocks with each named client or partner showing its logo: the logo walls, the partner grid and
 * profiles, and a case study whose client is named (an anonymised one, "A regional insurer", has none to show).
 */
export function withSeedLogos(blocks: readonly SeedBlock[], logos: SeededLogos): SeedBlock[] {
  const logoOf = (name: string) => logos[logoSlug(name)];
  const withLogo = <T extends { name: string }>(item: T) => {
    const logo = logoOf(item.name);
    return logo ? { ...item, logo } : item;
  };
  return blocks.map((block): SeedBlock => {
    switch (block.type) {
      case 'logoCarousel':
        return {
          ...block,
          data: {
            ...block.data,
            logos: block.data.logos.map((item) => ({ ...item, image: logoOf(item.name) ?? item.image })),
          },
        };
      case 'partnersSection':
        return { ...block, data: { ...block.data, partners: block.data.partners.map(withLogo) } };
      case 'partners':
        return { ...block, data: block.data.map(withLogo) };
      case 'caseStudies':
        return {
          ...block,
          data: {
            ...block.data,
            items: block.data.items.map((item) => ({ ...item, logo: logoOf(item.client) ?? item.logo })),
          },
        };
      default:
        return block;
    }
  });
}
