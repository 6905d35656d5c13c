import { describe, expect, it } from 'vitest';
import { sectionAnchorId } from '../page-content/section-anchor';
import { buildSearchDocuments } from './build-search-documents';
import { fixtureSources } from './search-fixtures.test-support';

describe('search documents', () => {
  const documents = buildSearchDocuments(fixtureSources);
  const find = (title: string) => documents.find((document) => document.title === title);

  it('makes a document of every page, with / for home and /{slug} otherwise', () => {
    expect(find('Home')).toMatchObject({ type: 'page', path: '/', sectionId: null, group: 'Home' });
    expect(find('Partners')).toMatchObject({ type: 'page', path: '/company/partners', slug: 'company/partners' });
  });

  it('makes a document of every subpage at its full path, filed under its parent', () => {
    expect(find('AI Fusion Centre')).toMatchObject({
      type: 'subpage',
      id: 7,
      path: '/services/ai-fusion-center',
      parentTitle: 'Services',
      group: 'Services',
      searchTerms: ['services', 'ai-fusion-center'],
    });
  });

  it('makes a document of every worded section, anchored at the id the renderer gives it', () => {
    const faq = find('AI Fusion Centre: questions');
    expect(faq).toMatchObject({
      type: 'content',
      id: 7,
      path: '/services/ai-fusion-center',
      sectionId: sectionAnchorId('faq'),
      parentTitle: 'AI Fusion Centre',
      group: 'Services',
    });
    expect(faq?.text).toBe('How is AI used? Every event passes through our telemetry enrichment pipeline first.');
    expect(find('How we work')).toMatchObject({
      sectionId: 'intro',
      description: 'Cloud security reviews and zero trust programmes.',
    });
  });

  it('reads words only: links and icons are not searchable text', () => {
    const cta = find('Talk to us');
    expect(cta?.text).toBe('Book a walkthrough. Contact');
    expect(cta?.text).not.toContain('/contact');
  });

  it('groups a page under a section whose top-level page is not published by its slug', () => {
    const [partners] = buildSearchDocuments({ pages: fixtureSources.pages.slice(2), subpages: [] });
    expect(partners?.group).toBe('Company');
  });

  it('skips sections that fail their schema and content that is not an object', () => {
    const sources = {
      pages: [{ id: 9, slug: 'x', title: 'X', description: 'd', content: { faq: { title: 'Broken' }, intro: 'nope' } }],
      subpages: [],
    };
    expect(buildSearchDocuments(sources).map((document) => document.type)).toEqual(['page']);
    expect(buildSearchDocuments({ pages: [{ ...sources.pages[0]!, content: 'text' }], subpages: [] })).toHaveLength(1);
  });
});

describe('search documents of formatted text', () => {
  it('index the words of every prose field, not its markup', () => {
    const blocks = [
      {
        id: 'a1',
        type: 'intro',
        data: { title: 'Who we are', description: 'We **secure** [change](/contact), 2 \\* 3 times.' },
      },
      {
        id: 'a2',
        type: 'faq',
        data: { title: 'Questions', items: [{ question: 'Why?', answer: '- *Fast*\n- \\[Safe\\]' }] },
      },
    ];
    const documents = buildSearchDocuments({
      pages: [{ id: 3, slug: 'about', title: 'About', description: 'd', blocks }],
      subpages: [],
    });
    const intro = documents.find((document) => document.title === 'Who we are');
    expect(intro?.description).toBe('We secure change, 2 * 3 times.');
    expect(intro?.text).toBe('We secure change, 2 * 3 times.');
    expect(documents.find((document) => document.title === 'Questions')?.text).toBe('Why? Fast [Safe]');
  });
});
