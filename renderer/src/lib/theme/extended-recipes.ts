import {
  badgeRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  markRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from './register-recipes';
import { system } from './system';

/**
 * Recipes only lazily loaded screens use (forms, dialogs, admin, toasts). Importing this module
 * registers them; `lazyComponent` imports it with every lazy chunk.
 */
registerRecipes(system, {
  recipes: {
    badge: badgeRecipe,
    input: inputRecipe,
    mark: markRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    card: cardSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    toast: toastSlotRecipe,
  },
});

export const extendedRecipesRegistered = true;
