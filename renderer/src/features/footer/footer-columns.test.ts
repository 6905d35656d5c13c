import { describe, expect, it } from 'vitest';
import { getFooterColumnCount } from './footer-columns';

describe('getFooterColumnCount', () => {
  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 6],
    [7, 6],
  ])('gives %i link sections %i columns (sections + 2, clamped 2 to 6)', (sections, columns) => {
    expect(getFooterColumnCount(sections)).toBe(columns);
  });
});
