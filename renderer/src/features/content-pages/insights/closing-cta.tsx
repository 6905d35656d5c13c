import { useClosingCta } from '../../../components/page-sections/use-closing-cta';
import { DeferredSection } from '../../../components/page-sections/sections/deferred-section';
import type { SectionTone } from '../../../components/page-sections/sections/section-shell';

/** The site's shared call to action, closing an insights page as it closes every page without one of its own. */
export function ClosingCta({ tone, wanted = true }: { tone: SectionTone; wanted?: boolean }) {
  const block = useClosingCta(wanted);
  return block ? <DeferredSection block={block} tone={tone} width="site" pageTitle="Insights" /> : null;
}
