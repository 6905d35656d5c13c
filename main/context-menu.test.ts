import { describe, expect, it, vi } from 'vitest';
import type { ContextMenuFacts } from './context-menu';
import { contextMenuTemplate } from './context-menu';

const allEdits = {
  canUndo: true,
  canRedo: true,
  canCut: true,
  canCopy: true,
  canPaste: true,
  canDelete: true,
  canSelectAll: true,
  canEditRichly: false,
};
const field: ContextMenuFacts = {
  isEditable: true,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  editFlags: allEdits,
};

describe('right-click menu', () => {
  it('offers spelling suggestions first in a field, then the edit actions', () => {
    const spelling = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() };
    const template = contextMenuTemplate(
      { ...field, misspelledWord: 'secuirty', dictionarySuggestions: ['security', 'securely'] },
      spelling,
    );
    expect(template.map((item) => item.label ?? item.role ?? item.type)).toEqual([
      'security',
      'securely',
      'Add to Dictionary',
      'separator',
      'cut',
      'copy',
      'paste',
      'separator',
      'selectAll',
    ]);
    (template[0]?.click as () => void)();
    expect(spelling.replaceMisspelling).toHaveBeenCalledWith('security');
    (template[2]?.click as () => void)();
    expect(spelling.addToDictionary).toHaveBeenCalledWith('secuirty');
  });

  it('greys out what the field does not allow', () => {
    const template = contextMenuTemplate(
      { ...field, editFlags: { ...allEdits, canCut: false, canPaste: false } },
      {
        replaceMisspelling: vi.fn(),
        addToDictionary: vi.fn(),
      },
    );
    expect(template.find((item) => item.role === 'cut')?.enabled).toBe(false);
    expect(template.find((item) => item.role === 'paste')?.enabled).toBe(false);
  });

  it('offers Copy for selected page text and nothing on a blank spot', () => {
    const spelling = { replaceMisspelling: vi.fn(), addToDictionary: vi.fn() };
    expect(contextMenuTemplate({ ...field, isEditable: false, selectionText: 'Aegisline' }, spelling)).toEqual([
      { role: 'copy' },
    ]);
    expect(contextMenuTemplate({ ...field, isEditable: false }, spelling)).toEqual([]);
  });
});
