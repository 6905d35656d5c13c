import { describe, expect, it } from 'vitest';
import { sectionCatalogue, sectionTypes } from './catalogue';

describe('the section catalogue', () => {
  it('labels every type distinctly, so the add-block menu never offers two of one name', () => {
    const byLabel = new Map<string, string[]>();
    for (const type of sectionTypes) {
      const label = sectionCatalogue[type].label.trim().toLowerCase();
      byLabel.set(label, [...(byLabel.get(label) ?? []), type]);
    }
    const shared = [...byLabel].filter(([, types]) => types.length > 1).map(([label, types]) => `${label}: ${types}`);
    expect(shared).toEqual([]);
  });
});
