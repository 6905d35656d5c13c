import { describe, expect, it } from 'vitest';
import { system } from './system';

describe('recipes outside the first load', () => {
  it('are absent from the base system and present once the extended module loads', async () => {
    expect(system.isRecipe('badge')).toBe(false);
    expect(system.isSlotRecipe('dialog')).toBe(false);
    expect(system.isRecipe('button')).toBe(true);

    await import('./extended-recipes');

    expect(system.isRecipe('badge')).toBe(true);
    expect(system.isSlotRecipe('dialog')).toBe(true);
    // Chakra builds its recipe function from the registered config on first use.
    const badge = system.getRecipeFn('badge');
    expect(badge.variantKeys).toContain('variant');
  });
});
