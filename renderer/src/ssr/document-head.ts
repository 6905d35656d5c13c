import { brand } from '../../../contract/brand';
import { insightsFeed } from '../../../contract/insights-feed';
import { parseMediaUrl, renditionUrl, renditionWidthsFor } from '../../../contract/media/media-urls';
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
  /** What the preview image shows, for people who cannot see it; the title when not given. */
  imageAlt?: string;
  /** The preview image's pixels, when known (a page's own picture is always 1200×630). */
  imageSize?: { width: number; height: number };
  jsonLd: Record<string, unknown>[];
  /** An article's Open Graph facts (`og:type` article and its times); a page without them is a website. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: readonly string[] } | undefined;
}

/** Shown by link previews for an address with no picture of its own (the not-found page). */
export const defaultPreviewImage = '/brand/preview.png';
export const defaultPreviewImageSize = { width: 1200, height: 630 };

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

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * What search engines, link previews and feed readers read: title, description, canonical, Open Graph (the picture
 * with its size and text), Twitter, the feed's link, JSON-LD.
 */
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
    ...(head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    meta('property', 'og:image:alt', head.imageAlt ?? title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.imageAlt ?? title),
    // Every page names the insights feed, so a feed reader given any address of the site finds it.
    `<link rel="alternate" type="${insightsFeed.type}" title="${escapeHtml(insightsFeed.title)}" href="${insightsFeed.path}" />`,
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
