import { describe, expect, it } from 'vitest';
import { movedLink, rewriteLinks } from './rewrite-links';

const move = { from: '/old', to: '/new' };

describe('moving links to a renamed address', () => {
  it('moves the address itself and every path, fragment and query below it, nothing that only starts alike', () => {
    expect(movedLink('/old', move)).toBe('/new');
    expect(movedLink('/old/sub#team', move)).toBe('/new/sub#team');
    expect(movedLink('/old?x=1', move)).toBe('/new?x=1');
    expect(movedLink('/older', move)).toBeNull();
    expect(movedLink('https://example.com/old', move)).toBeNull();
  });

  it('rewrites link fields and Markdown links anywhere in a document, listing each change', () => {
    const content = {
      cta: { text: 'Go', link: '/old/sub' },
      items: [{ href: '/old' }, { href: '/other' }],
      body: 'See [this](/old#a) and [that](/older).',
      image: { src: '/media/1/abc/old.png' },
    };
    const result = rewriteLinks(content, move);
    expect(result.content).toEqual({
      cta: { text: 'Go', link: '/new/sub' },
      items: [{ href: '/new' }, { href: '/other' }],
      body: 'See [this](/new#a) and [that](/older).',
      image: { src: '/media/1/abc/old.png' },
    });
    expect(result.changes).toEqual([
      { from: '/old/sub', to: '/new/sub' },
      { from: '/old', to: '/new' },
      { from: '/old#a', to: '/new#a' },
    ]);
  });

  it('never moves links for the site root, which is above every address', () => {
    expect(rewriteLinks({ link: '/' }, { from: '/', to: '/home-page' }).changes).toEqual([]);
  });
});
