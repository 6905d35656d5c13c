import type { ContextMenuParams, MenuItemConstructorOptions } from 'electron';

/** The parts of the context-menu event the menu is built from. */
export type ContextMenuFacts = Pick<
  ContextMenuParams,
  'isEditable' | 'selectionText' | 'misspelledWord' | 'dictionarySuggestions' | 'editFlags'
>;

export interface SpellingActions {
  replaceMisspelling(word: string): void;
  addToDictionary(word: string): void;
}

/**
 * Electron shows no context menu of its own. Spelling suggestions first (as every native app does), then
 * cut/copy/paste as the field allows; Copy alone for selected page text; nothing at all elsewhere.
 */
export function contextMenuTemplate(facts: ContextMenuFacts, spelling: SpellingActions): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  if (facts.isEditable && facts.misspelledWord) {
    const suggestions = facts.dictionarySuggestions.slice(0, 5);
    for (const suggestion of suggestions) {
      items.push({ label: suggestion, click: () => spelling.replaceMisspelling(suggestion) });
    }
    if (suggestions.length === 0) items.push({ label: 'No suggestions', enabled: false });
    items.push(
      { label: 'Add to Dictionary', click: () => spelling.addToDictionary(facts.misspelledWord) },
      { type: 'separator' },
    );
  }
  if (facts.isEditable) {
    items.push(
      { role: 'cut', enabled: facts.editFlags.canCut },
      { role: 'copy', enabled: facts.editFlags.canCopy },
      { role: 'paste', enabled: facts.editFlags.canPaste },
      { type: 'separator' },
      { role: 'selectAll', enabled: facts.editFlags.canSelectAll },
    );
  } else if (facts.selectionText.trim() !== '') {
    items.push({ role: 'copy' });
  }
  return items;
}

/** The slice of WebContents the menu hooks into. */
export interface MenuContents {
  on(event: 'context-menu', listener: (event: unknown, params: ContextMenuFacts) => void): unknown;
  replaceMisspelling(word: string): void;
  readonly session: { addWordToSpellCheckerDictionary(word: string): boolean };
}

export function attachContextMenu(
  contents: MenuContents,
  popup: (template: MenuItemConstructorOptions[]) => void,
): void {
  contents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, {
      replaceMisspelling: (word) => contents.replaceMisspelling(word),
      addToDictionary: (word) => void contents.session.addWordToSpellCheckerDictionary(word),
    });
    if (template.length > 0) popup(template);
  });
}
