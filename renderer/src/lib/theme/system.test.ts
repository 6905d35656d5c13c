import { describe, expect, it } from 'vitest';
import { system } from './system';

describe('the theme system', () => {
  it("keeps the status palettes and ours, and leaves out Chakra's palettes the site never uses", () => {
    for (const used of ['gray', 'red', 'orange', 'green', 'blue', 'navy', 'signal']) {
      expect(system.token(`colors.${used}.500`, 'missing'), used).not.toBe('missing');
    }
    expect(system.token('colors.red.solid', 'missing')).not.toBe('missing');
    for (const unused of ['yellow', 'teal', 'cyan', 'purple', 'pink']) {
      expect(system.token(`colors.${unused}.500`, 'missing'), unused).toBe('missing');
      expect(system.token(`colors.${unused}.solid`, 'missing'), unused).toBe('missing');
    }
  });
});
