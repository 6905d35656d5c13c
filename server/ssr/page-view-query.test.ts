import { describe, expect, it } from 'vitest';
import { pageViewQuery } from './page-view-query';

describe('pageViewQuery', () => {
  it('keeps the filters in a fixed order and drops everything else', () => {
    expect(pageViewQuery('utm_source=mail&type=Guide&topic=Zero+trust')).toBe('?topic=Zero+trust&type=Guide');
  });

  it("keeps the insights listing's kind and page (issue 30)", () => {
    expect(pageViewQuery('page=2&ref=feed&kind=advisory')).toBe('?kind=advisory&page=2');
  });

  it('is empty when no parameter shapes the page', () => {
    expect(pageViewQuery('')).toBe('');
    expect(pageViewQuery('utm_source=newsletter&topic=')).toBe('');
  });

  it('drops a value longer than any stored topic or type', () => {
    expect(pageViewQuery(`topic=${'x'.repeat(81)}&type=Guide`)).toBe('?type=Guide');
  });
});
