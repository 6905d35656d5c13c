import type { SystemContext } from '@chakra-ui/react';

type RecipeMap = Record<string, unknown>;

/**
 * Adds recipes to a created system. Chakra (pinned at 3.37.0) looks recipes up in `_config.theme`
 * on first use of each key, so recipes registered before a component first renders behave exactly
 * as if they had been in the config; `register-recipes.test.ts` guards that assumption.
 */
export function registerRecipes(
  system: SystemContext,
  additions: { recipes?: RecipeMap; slotRecipes?: RecipeMap },
): void {
  const theme = (system._config.theme ??= {}) as { recipes?: RecipeMap; slotRecipes?: RecipeMap };
  theme.recipes = Object.assign(theme.recipes ?? {}, additions.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, additions.slotRecipes);
}
