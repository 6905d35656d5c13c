import type { ComponentType } from 'react';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import type { PageWidth, SectionTone } from './section-shell';
import type { BodySection } from './section-slot';
import { SectionSlot } from './section-slot';

export interface LiveSectionProps {
  /** The section's content, validated when its page was fetched (see lib/api/validated-page.ts). */
  section: BodySection;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/** A body section rendered by React, with the renderer its kind loaded. */
export function LiveSection({
  renderer,
  ...props
}: LiveSectionProps & { renderer: ComponentType<SectionRendererProps<BodySectionKey>> }) {
  return <SectionSlot renderer={renderer} {...props} />;
}
