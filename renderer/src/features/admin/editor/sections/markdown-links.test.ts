import { describe, expect, it } from 'vitest';
import { linkAt, markdownHref, splitSiteHref, unlink, writeLink } from './markdown-links';

const text = 'Read [our FAQ](/services/cloud-security#faq) first.';

describe('links in rich text, as the link tool edits them', () => {
  it('finds the link the caret is in, not one the caret only touches', () => {
    const link = { start: 5, end: 44, label: 'our FAQ', href: '/services/cloud-security#faq' };
    expect(linkAt({ text, start: 8, end: 8 })).toEqual(link);
    expect(linkAt({ text, start: 6, end: 13 })).toEqual(link);
    expect(linkAt({ text, start: 5, end: 5 })).toBeNull();
    expect(linkAt({ text, start: 44, end: 44 })).toBeNull();
    expect(linkAt({ text, start: 0, end: 10 })).toBeNull();
  });

  it('wraps the selected words, leaving the spaces around them outside, and selects the label', () => {
    const edit = writeLink(
      { text: 'Ask about cloud security today', start: 9, end: 25 },
      '/services/cloud-security',
      'X',
      null,
    );
    expect(edit.text).toBe('Ask about [cloud security](/services/cloud-security) today');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('cloud security');
  });

  it("inserts the page's title when nothing is selected, brackets made safe", () => {
    const edit = writeLink({ text: 'See ', start: 4, end: 4 }, '/company/news', 'News [archive]', null);
    expect(edit.text).toBe('See [News (archive)](/company/news)');
  });

  it('changes the address of an existing link and keeps its words', () => {
    const existing = linkAt({ text, start: 8, end: 8 });
    const edit = writeLink({ text, start: 8, end: 8 }, '/contact', 'Contact', existing);
    expect(edit.text).toBe('Read [our FAQ](/contact) first.');
    expect(unlink(edit.text, { start: 5, end: 24, label: 'our FAQ', href: '/contact' }).text).toBe(
      'Read our FAQ first.',
    );
  });

  it('keeps parentheses of an address from ending the link early', () => {
    expect(markdownHref(' https://en.wikipedia.org/wiki/Zero_(trust) ')).toBe(
      'https://en.wikipedia.org/wiki/Zero_%28trust%29',
    );
  });

  it('splits a site address into its page and the block it names', () => {
    expect(splitSiteHref('/services/cloud-security#faq')).toEqual({ path: '/services/cloud-security', anchor: 'faq' });
    expect(splitSiteHref('/?ref=mail')).toEqual({ path: '/', anchor: null });
    expect(splitSiteHref('#top')).toEqual({ path: '/', anchor: 'top' });
  });
});
