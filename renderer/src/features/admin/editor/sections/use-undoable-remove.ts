import { useCallback } from 'react';
import { showToast } from '../../../../lib/toaster';
import { sectionLabel } from './section-labels';
import type { EditorSection, SectionsAction } from './sections-state';

/**
 * Removing a section is one click, so it can be taken back: the toast that says so offers "Undo" for as long
 * as it shows, which puts the section back at its place with everything typed into it.
 */
export function useUndoableRemove(
  sections: EditorSection[],
  dispatch: (action: SectionsAction) => void,
): (action: SectionsAction) => void {
  return useCallback(
    (action: SectionsAction) => {
      if (action.type !== 'remove') return dispatch(action);
      const index = sections.findIndex((section) => section.id === action.id);
      const section = sections[index];
      dispatch(action);
      if (!section) return;
      showToast({
        type: 'info',
        title: 'Section removed',
        description: sectionLabel(section.key),
        action: {
          label: 'Undo',
          onClick: () => {
            dispatch({ type: 'restore', section, index });
            // The Undo button goes with its toast: focus moves to the section it brought back.
            requestAnimationFrame(() => document.getElementById(`${section.id}-heading`)?.focus());
          },
        },
      });
    },
    [sections, dispatch],
  );
}
