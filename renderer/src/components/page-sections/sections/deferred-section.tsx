import { memo, use } from 'react';
import { KeepServerMarkup } from '../../../lib/server-markup/keep-server-markup';
import type { LiveSectionProps } from './live-section';
import { liveSectionLoader } from './live-section-loader';
import { SectionErrorBoundary } from './section-error-boundary';
import { sectionWake } from './section-registry';
import { SectionSkeleton } from './section-skeleton';

/**
 * One body section of a page. On a server-rendered page a static section (text, cards, links) stays the
 * server's HTML and costs no JavaScript at all; an interactive one (carousel, accordion, form) loads its code
 * as it nears the viewport or when reached for (`sectionWake`, see `KeepServerMarkup`). Opened in the browser, it loads its code and renders.
 */
export const DeferredSection = memo(function DeferredSection(props: LiveSectionProps) {
  const { section, tone, width } = props;
  const sectionKey = section.key;
  return (
    <SectionErrorBoundary sectionKey={sectionKey}>
      <KeepServerMarkup
        marker={{ 'data-section': sectionKey }}
        wake={sectionWake[sectionKey] ?? 'never'}
        load={liveSectionLoader(sectionKey)}
        content={section}
        fallback={<SectionSkeleton sectionKey={sectionKey} tone={tone} width={width} />}
      >
        <LoadedSection {...props} />
      </KeepServerMarkup>
    </SectionErrorBoundary>
  );
});

function LoadedSection(props: LiveSectionProps) {
  const Section = use(liveSectionLoader(props.section.key)());
  // One component per kind of section, made once when its code arrived (the loader caches it), so React
  // sees the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Section {...props} />;
}
