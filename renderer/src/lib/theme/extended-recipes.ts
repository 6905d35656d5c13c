import {
  badgeRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  markRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
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
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
});

export const extendedRecipesRegistered = true;
