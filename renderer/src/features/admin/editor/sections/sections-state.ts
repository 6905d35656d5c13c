import { sameContent } from './same-content';

export interface EditorSection {
  /** Stable across reorders, so React keeps each section's form with it. */
  id: string;
  key: string;
  data: unknown;
  /** Set while the JSON view holds text that does not parse; the data is then the last parsed value. */
  jsonError?: string;
}

export type SectionsAction =
  | { type: 'add'; key: string; data: unknown }
  | { type: 'remove'; id: string }
  /** Undoes a removal: the section as it was, back at its place. */
  | { type: 'restore'; section: EditorSection; index: number }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'update'; id: string; data: unknown }
  | { type: 'jsonError'; id: string; error: string | undefined }
  | { type: 'reset'; sections: EditorSection[] };

let nextId = 0;
const newId = () => `section-${(nextId += 1)}`;

/** Content is an object whose key order is the page's section order. */
export function sectionsFromContent(content: Record<string, unknown>): EditorSection[] {
  return Object.entries(content).map(([key, data]) => ({ id: newId(), key, data }));
}

export function contentFromSections(sections: EditorSection[]): Record<string, unknown> {
  return Object.fromEntries(sections.map((section) => [section.key, section.data]));
}

function patch(state: EditorSection[], id: string, change: Partial<EditorSection>): EditorSection[] {
  return state.map((section) => (section.id === id ? { ...section, ...change } : section));
}

export function sectionsReducer(state: EditorSection[], action: SectionsAction): EditorSection[] {
  switch (action.type) {
    case 'add':
      if (state.some((section) => section.key === action.key)) return state;
      return [...state, { id: newId(), key: action.key, data: action.data }];
    case 'remove':
      return state.filter((section) => section.id !== action.id);
    case 'restore': {
      // Added again since (each type at most once), or somehow still there: the page already has one.
      if (state.some((section) => section.key === action.section.key || section.id === action.section.id)) return state;
      const next = [...state];
      next.splice(Math.min(action.index, next.length), 0, action.section);
      return next;
    }
    case 'move': {
      const from = state.findIndex((section) => section.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.length) return state;
      const next = [...state];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    }
    case 'update': {
      const current = state.find((section) => section.id === action.id);
      // Forms report their values on every render; an unchanged value must not re-render the editor.
      if (!current || (sameContent(current.data, action.data) && !current.jsonError)) return state;
      return patch(state, action.id, { data: action.data, jsonError: undefined });
    }
    case 'jsonError': {
      const current = state.find((section) => section.id === action.id);
      if (!current || current.jsonError === action.error) return state;
      return patch(state, action.id, { jsonError: action.error });
    }
    case 'reset':
      return action.sections;
  }
}
