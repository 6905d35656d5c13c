/**
 * Each public page's own link-preview picture (issues 30, 31): 1200×630 PNG drawn by the server from the page's
 * title and its art (a page's banner image, an article's cover), at an address that names what it shows. The
 * renderer writes the address into the head and the server draws the picture from the same fields, so the two
 * agree without asking each other; a new title or art is a new address, which lets the picture be cached for good.
 */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** What a picture is of: a page or subpage, an article, the insights listing or one topic's listing. */
export const socialImageKinds = ['page', 'subpage', 'article', 'insights', 'topic'] as const;
export type SocialImageKind = (typeof socialImageKinds)[number];

export interface SocialImageSource {
  kind: SocialImageKind;
  /** A page's slug (`company/partners`), `parent/slug` for a subpage, an article's or topic's slug; `insights` for the listing. */
  slug: string;
  title: string;
  /** The art's address: a media library picture or a site file; none draws the title alone. */
  art?: string;
}

/** Bumped when the drawing changes, so every address changes with it and no cache keeps the old pictures. */
const drawingVersion = 1;

/** FNV-1a over the fields the picture shows: 8 hex digits, the same in the browser build and on the server. */
export function socialImageVersion(source: SocialImageSource): string {
  const text = [drawingVersion, source.kind, source.slug, source.title, source.art ?? ''].join('\u0000');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `/og/{kind}/{version}/{slug}.png` */
export const socialImagePath = (source: SocialImageSource) =>
  `/og/${source.kind}/${socialImageVersion(source)}/${source.slug}.png`;

/** What link previews read as the picture's text: its title and whose site it is. */
export const socialImageAlt = (title: string, siteName: string) => `${title} — ${siteName}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const srcOf = (value: unknown) => (isRecord(value) && typeof value.src === 'string' ? value.src : undefined);

/**
 * A page's art: its first banner block's first slide image, else its artwork. Read from the raw blocks, without
 * the schemas, so the server and the renderer (which has validated them) read the same address.
 */
export function socialArt(blocks: readonly { type: string; data: unknown }[]): string | undefined {
  const banner = blocks.find((block) => block.type === 'banner')?.data;
  const slides = Array.isArray(banner) ? banner : isRecord(banner) && Array.isArray(banner.slides) ? banner.slides : [];
  for (const slide of slides) {
    const src = isRecord(slide) ? srcOf(slide.image) : undefined;
    if (src) return src;
  }
  return isRecord(banner) ? srcOf(banner.artwork) : undefined;
}

/** The pictures of the insights pages, as their heads name them (the server reads the same fields). */
export const insightsSocialImage: SocialImageSource = { kind: 'insights', slug: 'insights', title: 'Insights' };
export const topicSocialImage = (slug: string, label: string): SocialImageSource => ({
  kind: 'topic',
  slug,
  title: label,
});
export const articleSocialImage = (article: {
  slug: string;
  title: string;
  cover?: { src: string };
}): SocialImageSource => ({ kind: 'article', slug: article.slug, title: article.title, art: article.cover?.src });
