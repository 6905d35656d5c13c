import type { ComponentType } from 'react';
import type { ParsedBlock } from '../../../lib/api/validated-page';
import { SectionErrorBoundary } from './section-error-boundary';
import type { SectionRendererProps } from './section-props';
import type { BodyBlockType } from './section-registry';
import { sectionsWithoutOwnHeading } from './section-registry';
import type { PageWidth, SectionTone } from './section-shell';
import { SectionShell } from './section-shell';

export type BodyBlock = Extract<ParsedBlock, { type: BodyBlockType }>;

function hasTitle(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { title?: unknown }).title === 'string'
  );
}

interface SectionSlotProps {
  block: BodyBlock;
  /** The renderer of `block.type`, loaded by `section-registry.ts`. */
  renderer: ComponentType<SectionRendererProps<BodyBlockType>>;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/** One body block: its band (the block's anchor, tone, name) and an error boundary that costs only this block. */
export function SectionSlot({ block, renderer: Renderer, tone, width, pageTitle }: SectionSlotProps) {
  const id = block.anchor;
  const headingId = `${id}-heading`;
  const labelled = hasTitle(block.data) && !sectionsWithoutOwnHeading.has(block.type);
  return (
    <SectionErrorBoundary blockType={block.type}>
      <SectionShell id={id} tone={tone} width={width} labelledBy={labelled ? headingId : undefined}>
        <Renderer data={block.data} id={id} headingId={headingId} pageTitle={pageTitle} />
      </SectionShell>
    </SectionErrorBoundary>
  );
}
