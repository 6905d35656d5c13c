import { describe, expect, it } from 'vitest';
import { previewableImage } from './document-head';

const image = (src: string, width = 2400) => ({ src, alt: '', width, height: 1200 });

describe('the image a link preview is offered', () => {
  it('is a library picture as stored when previews can show it', () => {
    expect(previewableImage(image('/media/4/0123456789abcdef/team.jpg'))).toBe('/media/4/0123456789abcdef/team.jpg');
    expect(previewableImage(image('/media/4/0123456789abcdef/team.png'))).toBe('/media/4/0123456789abcdef/team.png');
  });

  it('is the largest WebP rendition of an AVIF picture, which previews cannot show', () => {
    expect(previewableImage(image('/media/4/0123456789abcdef/team.avif'))).toBe(
      '/media/4/0123456789abcdef/team-1600.webp',
    );
    expect(previewableImage(image('/media/4/0123456789abcdef/team.avif', 800))).toBe(
      '/media/4/0123456789abcdef/team-800.webp',
    );
  });

  it('is never an SVG, from the library or the site', () => {
    expect(previewableImage(image('/media/4/0123456789abcdef/diagram.svg'))).toBeUndefined();
    expect(previewableImage(image('/illustrations/cloud.svg'))).toBeUndefined();
    expect(previewableImage(image('/brand/preview.png'))).toBe('/brand/preview.png');
  });
});
