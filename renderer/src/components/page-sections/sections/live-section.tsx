import type { ComponentType } from 'react';
import type { SectionRendererProps } from './section-props';
import type { BodyBlockType } from './section-registry';
import type { PageWidth, SectionTone } from './section-shell';
import type { BodyBlock } from './section-slot';
import { SectionSlot } from './section-slot';

export interface LiveSectionProps {
  /** The block, validated when its page was fetched (see lib/api/validated-page.ts). */
  block: BodyBlock;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/** A body block rendered by React, with the renderer its type loaded. */
export function LiveSection({
  renderer,
  ...props
}: LiveSectionProps & { renderer: ComponentType<SectionRendererProps<BodyBlockType>> }) {
  return <SectionSlot renderer={renderer} {...props} />;
}
