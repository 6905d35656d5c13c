import { memo, use, useMemo } from 'react';
import { KeepServerMarkup } from '../../../lib/server-markup/keep-server-markup';
import type { LiveSectionProps } from './live-section';
import { liveSectionLoader } from './live-section-loader';
import { withFormattedText } from './parts/load-formatted-text';
import { SectionErrorBoundary } from './section-error-boundary';
import { sectionWake } from './section-registry';
import { SectionSkeleton } from './section-skeleton';

/**
 * One body block of a page. On a server-rendered page a static section (text, cards, links) stays the
 * server's HTML and costs no JavaScript at all; an interactive one (carousel, accordion, form) loads its code
 * as it nears the viewport or when reached for (`sectionWake`, see `KeepServerMarkup`). Opened in the browser, it loads its code and renders.
 */
export const DeferredSection = memo(function DeferredSection(props: LiveSectionProps) {
  const { block, tone, width } = props;
  const { type } = block;
  // A section with formatted text brings the parser with its code, to draw that text as soon as it comes alive.
  const load = useMemo(() => withFormattedText(liveSectionLoader(type), block.data), [type, block.data]);
  return (
    <SectionErrorBoundary blockType={type}>
      <KeepServerMarkup
        marker={{ 'data-section': type }}
        wake={sectionWake[type] ?? 'never'}
        load={load}
        content={block}
        fallback={<SectionSkeleton blockType={type} anchor={block.anchor} tone={tone} width={width} />}
      >
        <LoadedSection {...props} load={load} />
      </KeepServerMarkup>
    </SectionErrorBoundary>
  );
});

function LoadedSection({ load, ...props }: LiveSectionProps & { load: ReturnType<typeof liveSectionLoader> }) {
  const Section = use(load());
  // One component per type of block, made once when its code arrived (the loader caches it), so React
  // sees the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Section {...props} />;
}
