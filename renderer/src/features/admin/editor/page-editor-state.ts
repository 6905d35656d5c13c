import { useMemo, useReducer } from 'react';
import { sameContent } from './sections/same-content';
import { validateSection } from './sections/section-validation';
import { contentFromSections, sectionsFromContent, sectionsReducer } from './sections/sections-state';

/** The editor's sections, and what the rest of the editor derives from them. */
export function useSectionsEditorState(initialContent: Record<string, unknown>) {
  const [sections, dispatch] = useReducer(sectionsReducer, initialContent, sectionsFromContent);
  return useMemo(() => {
    const content = contentFromSections(sections);
    const invalid = sections.filter(
      (section) => section.jsonError || validateSection(section.key, section.data).length > 0,
    );
    const validContent = contentFromSections(sections.filter((section) => !invalid.includes(section)));
    // Order is part of the content: the same sections in another order are a change.
    const sameOrder = Object.keys(content).join() === Object.keys(initialContent).join();
    const changed = !sameOrder || !sameContent(content, initialContent);
    return { sections, dispatch, content, validContent, invalid, changed };
  }, [sections, initialContent]);
}
