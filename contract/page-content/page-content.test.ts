import { describe, expect, it } from 'vitest';
import { BannerSchema } from './banner';
import { LinkSchema } from './link';
import { PageContentSchema, pageSectionKeys, parsePageSections } from './page-content';
import { sectionAnchorId } from './section-anchor';

describe('banner', () => {
  it('accepts a list of slides', () => {
    expect(BannerSchema.safeParse([{ title: 'Secure by design', description: 'Text' }]).success).toBe(true);
  });

  it('accepts a title with slides', () => {
    const banner = { title: 'Welcome', slides: [{ title: 'Slide one', cta: { text: 'Go', link: '/contact' } }] };
    expect(BannerSchema.safeParse(banner).success).toBe(true);
  });

  it('accepts a title, subtitle and description', () => {
    expect(BannerSchema.safeParse({ title: 'About', subtitle: 'Who we are', description: 'Text' }).success).toBe(true);
  });

  it('rejects broken slides instead of falling back to the text form', () => {
    expect(BannerSchema.safeParse({ title: 'T', description: 'D', slides: [{}] }).success).toBe(false);
    expect(BannerSchema.safeParse([]).success).toBe(false);
  });
});

describe('LinkSchema', () => {
  it.each([
    '/',
    '/contact',
    '/services/cloud-security',
    '/company/careers#open-roles',
    'https://example.org/a',
    'http://example.org',
    'mailto:hello@example.org',
  ])('accepts %s', (link) => expect(LinkSchema.safeParse(link).success).toBe(true));

  it.each(['', 'contact', '/\\evil.example', '//evil.example', 'javascript:alert(1)', '/a b', 'https://'])(
    'rejects %j',
    (link) => expect(LinkSchema.safeParse(link).success).toBe(false),
  );
});

describe('parsePageSections', () => {
  const intro = { title: 'Intro' };
  const faq = { title: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] };

  it('keeps valid sections in the order of the content object', () => {
    const { sections, skipped } = parsePageSections({ faq, intro, banner: [{ title: 'Hi' }] });
    expect(sections.map((section) => section.key)).toEqual(['faq', 'intro', 'banner']);
    expect(skipped).toEqual([]);
  });

  it('skips a malformed section and keeps the others in order', () => {
    const { sections, skipped } = parsePageSections({
      intro,
      testimonials: { items: [{ author: 'A', quote: 'Q' }] },
      faq,
    });
    expect(sections.map((section) => section.key)).toEqual(['intro', 'faq']);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.key).toBe('testimonials');
    expect(skipped[0]?.reason).toContain('items.0');
  });

  it('explains which branch of the banner union failed', () => {
    const { skipped } = parsePageSections({ banner: { title: 'T', slides: [{ subtitle: 'no title' }] } });
    expect(skipped[0]?.reason).toMatch(/^slides\.0\.title: /);
  });

  it('skips unknown keys, including inherited property names', () => {
    const content = JSON.parse('{"intro":{"title":"Hi"},"hero":{},"__proto__":{},"constructor":1}') as unknown;
    const { sections, skipped } = parsePageSections(content);
    expect(sections.map((section) => section.key)).toEqual(['intro']);
    expect(skipped.map((entry) => entry.key)).toEqual(['hero', '__proto__', 'constructor']);
    expect(skipped.every((entry) => entry.reason === 'Unknown section')).toBe(true);
  });

  it('returns nothing for content that is not an object', () => {
    for (const content of [null, undefined, 'banner', 42, [{ title: 'x' }]]) {
      expect(parsePageSections(content)).toEqual({ sections: [], skipped: [] });
    }
  });

  it('narrows data by key', () => {
    const [section] = parsePageSections({ faq }).sections;
    if (section?.key !== 'faq') throw new Error('expected the faq section');
    expect(section.data.items[0]?.answer).toBe('Because.');
  });
});

describe('PageContentSchema', () => {
  it('accepts an empty object and rejects unknown keys', () => {
    expect(PageContentSchema.safeParse({}).success).toBe(true);
    expect(PageContentSchema.safeParse({ intro: { title: 'Hi' }, hero: {} }).success).toBe(false);
  });

  it('has exactly the section keys', () => {
    expect(Object.keys(PageContentSchema.shape).sort()).toEqual([...pageSectionKeys].sort());
  });
});

describe('sectionAnchorId', () => {
  it('kebab-cases the key', () => {
    expect(sectionAnchorId('jobListingsSection')).toBe('job-listings-section');
    expect(sectionAnchorId('faq')).toBe('faq');
  });

  it('is stable and URL-safe for every key and for entry titles', () => {
    for (const key of pageSectionKeys) {
      const id = sectionAnchorId(key);
      expect(id).toBe(sectionAnchorId(key));
      expect(id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
    }
    const id = sectionAnchorId('sections', '  Cookies we use: "théme" & consent?  ');
    expect(id).toBe('sections-cookies-we-use-theme-consent');
    expect(encodeURIComponent(id)).toBe(id);
  });

  it('gives distinct ids to distinct keys', () => {
    expect(new Set(pageSectionKeys.map((key) => sectionAnchorId(key))).size).toBe(pageSectionKeys.length);
  });
});
