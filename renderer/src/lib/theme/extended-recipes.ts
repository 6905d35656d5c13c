import {
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
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
  tagsInputSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from './register-recipes';
import { system } from './system';

/**
 * Recipes only lazily loaded code uses (forms, badges, dialogs, admin, toasts). Importing this module registers
 * them. `lazyComponent` imports it with every lazy screen; a lazily loaded page section imports it from the
 * module that renders such a component. Chakra leaves a component unstyled, for good, when its recipe is
 * missing at first render: tests/integration/first-load-graph.test.ts checks both rules.
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
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tagsInput: tagsInputSlotRecipe,
    toast: toastSlotRecipe,
  },
});

export const extendedRecipesRegistered = true;
