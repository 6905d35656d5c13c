import { describe, expect, it } from 'vitest';
import { mediaIdsIn, parseMediaUrl, renditionSets, renditionWidthsFor } from './media-urls';

describe('media addresses', () => {
  it('reads a library address and refuses anything else', () => {
    expect(parseMediaUrl('/media/12/0123456789abcdef/team.webp')).toEqual({
      id: 12,
      hash: '0123456789abcdef',
      name: 'team',
      extension: 'webp',
    });
    for (const other of [
      '/brand/logo.svg',
      '/media/0/0123456789abcdef/a.png',
      '/media/1/0123/a.png',
      '/media/1/0123456789abcdef/A.png',
      '/media/1/0123456789abcdef/a.gif',
    ]) {
      expect(parseMediaUrl(other), other).toBeNull();
    }
  });

  it('makes the standard widths below a picture and its own width up to the largest', () => {
    expect(renditionWidthsFor('png', 3000)).toEqual([480, 960, 1600]);
    expect(renditionWidthsFor('jpg', 1600)).toEqual([480, 960, 1600]);
    expect(renditionWidthsFor('jpg', 1200)).toEqual([480, 960, 1200]);
    expect(renditionWidthsFor('png', 300)).toEqual([300]);
    expect(renditionWidthsFor('svg', 3000)).toEqual([]);
  });

  it('has no sources for a site file', () => {
    expect(renditionSets('/illustrations/data-flow.svg', 560)).toEqual([]);
    expect(renditionSets('/media/1/0123456789abcdef/a.png', 600).map((set) => set.format)).toEqual(['avif', 'webp']);
  });

  it('finds the pictures a document uses', () => {
    const json = JSON.stringify({
      a: { src: '/media/4/0123456789abcdef/a.png' },
      logo: '/media/15/fedcba9876543210/l.svg',
      x: '/media/9/nothash/a.png',
    });
    expect([...mediaIdsIn(json)]).toEqual([4, 15]);
  });
});
