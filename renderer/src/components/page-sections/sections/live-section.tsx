import type { ComponentType } from 'react';
import { useEffect, useMemo } from 'react';
import { parsePageSection } from '../../../../../contract/page-content/page-content';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import type { PageWidth, SectionTone } from './section-shell';
import type { BodySection } from './section-slot';
import { SectionSlot } from './section-slot';

export interface LiveSectionProps {
  sectionKey: string;
  /** The section's stored content, validated here with its own schema. */
  content: unknown;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/**
 * A body section rendered by React: validated on its own, so a malformed one is skipped (with a console
 * warning for whoever edits the content) and costs nothing but itself.
 */
export function LiveSection({
  renderer,
  sectionKey,
  content,
  tone,
  width,
  pageTitle,
}: LiveSectionProps & { renderer: ComponentType<SectionRendererProps<BodySectionKey>> }) {
  const outcome = useMemo(() => parsePageSection(sectionKey, content), [sectionKey, content]);
  const skipReason = 'reason' in outcome ? outcome.reason : undefined;
  useEffect(() => {
    if (skipReason) console.warn(`Skipped section "${sectionKey}" of page "${pageTitle}": ${skipReason}`);
  }, [sectionKey, pageTitle, skipReason]);

  if (!('data' in outcome) || outcome.key === 'banner') return null;
  return (
    <SectionSlot section={outcome as BodySection} renderer={renderer} tone={tone} width={width} pageTitle={pageTitle} />
  );
}
