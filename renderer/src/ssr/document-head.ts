import { brand } from '../../../contract/brand';
import { parseMediaUrl, renditionUrl, renditionWidthsFor } from '../../../contract/media/media-urls';
import type { Banner } from '../../../contract/page-content/banner';
import type { Image } from '../../../contract/page-content/fields';
import { documentTitle } from '../lib/use-document-meta';
import { escapeHtml, scriptJson } from './html-escape';

export interface HeadDescription {
  title: string;
  description: string;
  /** Path of the page's one address (`/home` is `/`), or null for a page no one should index. */
  canonicalPath: string | null;
  /** Site path or absolute URL of the preview image. */
  image: string;
  jsonLd: Record<string, unknown>[];
  /** An article's Open Graph facts (`og:type` article and its times); a page without them is a website. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: readonly string[] } | undefined;
}

/** Shown by link previews when a page has no banner image of its own. */
export const defaultPreviewImage = '/brand/preview.png';

/**
 * An address link previews can show: LinkedIn, Slack, Teams and X read PNG, JPEG and WebP, but not AVIF or SVG.
 * A library picture stored as AVIF is offered as its largest WebP rendition; an SVG (a library one or a site
 * illustration) has no raster form, so it is not offered at all.
 */
export function previewableImage(image: Pick<Image, 'src' | 'width'>): string | undefined {
  const address = parseMediaUrl(image.src);
  if (!address) return /\.(png|jpe?g|webp)$/i.test(image.src) ? image.src : undefined;
  if (address.extension === 'avif') {
    const largest = renditionWidthsFor(address.extension, image.width).at(-1);
    return largest === undefined ? undefined : renditionUrl(address, largest, 'webp');
  }
  return address.extension === 'svg' ? undefined : image.src;
}

/** The first image of a page's banner (the hero) that a link preview can show. */
export function bannerImage(banner: Banner | undefined): string | undefined {
  if (!banner) return undefined;
  const slides = Array.isArray(banner) ? banner : 'slides' in banner ? banner.slides : [];
  for (const slide of slides) {
    const image = slide.image && previewableImage(slide.image);
    if (image) return image;
  }
  return undefined;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** What search engines and link previews read: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function documentHead(siteUrl: string, head: HeadDescription): string {
  const title = documentTitle(head.title);
  const image = /^https?:\/\//.test(head.image) ? head.image : `${siteUrl}${head.image}`;
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description)];
  if (head.canonicalPath === null) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    const url = `${siteUrl}${head.canonicalPath}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, meta('property', 'og:url', url));
  }
  tags.push(
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  );
  if (head.article) {
    tags.push(
      meta('property', 'article:published_time', head.article.publishedTime),
      meta('property', 'article:modified_time', head.article.modifiedTime),
      meta('property', 'article:section', head.article.section),
      ...head.article.tags.map((tag) => meta('property', 'article:tag', tag)),
    );
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
