import { useEffect, useMemo } from 'react';
import type { PublicPage, PublicSubpage } from '../../../../../contract/pages';
import { parsePageSections } from '../../../../../contract/page-content/page-content';
import type { PageWidth } from './section-shell';
import type { BodySection } from './section-slot';
import { SectionSlot } from './section-slot';

interface PageBodyProps {
  page: PublicPage | PublicSubpage;
  width: PageWidth;
  /** The opening intro is already on screen (rendered with the hero), so it is not rendered again. */
  introShown: boolean;
}

/**
 * Everything below the opening: each section validated on its own, so a malformed or unknown one is
 * skipped (with a console warning for whoever edits the content) and the rest render in stored order.
 */
export function PageBody({ page, width, introShown }: PageBodyProps) {
  const { sections, skipped } = useMemo(() => parsePageSections(page.content), [page.content]);
  useEffect(() => {
    for (const { key, reason } of skipped) console.warn(`Skipped section "${key}" of page "${page.title}": ${reason}`);
  }, [skipped, page.title]);

  const body = sections.filter(
    (section): section is BodySection => section.key !== 'banner' && !(introShown && section.key === 'intro'),
  );
  // Bands alternate plain / subtle; an intro shown with the hero took the first (plain) band.
  const offset = introShown ? 1 : 0;
  return (
    <>
      {body.map((section, index) => (
        <SectionSlot
          key={section.key}
          section={section}
          tone={(index + offset) % 2 === 0 ? 'plain' : 'subtle'}
          width={width}
          pageTitle={page.title}
        />
      ))}
    </>
  );
}
