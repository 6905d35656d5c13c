import { describe, expect, it } from 'vitest';
import { groupResults } from './group-results';
import { fakeResult } from './search-fixtures.test-support';

describe('grouping', () => {
  it('groups by site section, most results first, ties in order of first appearance', () => {
    const results = [
      fakeResult({ id: 1, group: 'Home' }),
      fakeResult({ id: 2, group: 'Company' }),
      fakeResult({ id: 3, group: 'Services' }),
      fakeResult({ id: 4, group: 'Services' }),
      fakeResult({ id: 5, group: 'Contact' }),
    ];
    const groups = groupResults(results);
    expect(groups.map((group) => group.label)).toEqual(['Services', 'Home', 'Company', 'Contact']);
    expect(groups[0]?.results.map((result) => result.id)).toEqual([3, 4]);
  });

  it('has no groups without results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
