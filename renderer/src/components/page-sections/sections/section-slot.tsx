import type { ComponentType } from 'react';
import type { ParsedSection } from '../../../../../contract/page-content/page-content';
import { sectionAnchorId } from '../../../../../contract/page-content/section-anchor';
import { SectionErrorBoundary } from './section-error-boundary';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import { sectionsWithoutOwnHeading } from './section-registry';
import type { PageWidth, SectionTone } from './section-shell';
import { SectionShell } from './section-shell';

export type BodySection = Extract<ParsedSection, { key: BodySectionKey }>;

function hasTitle(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    typeof (data as { title?: unknown }).title === 'string'
  );
}

interface SectionSlotProps {
  section: BodySection;
  /** The renderer of `section.key`, loaded by `section-registry.ts`. */
  renderer: ComponentType<SectionRendererProps<BodySectionKey>>;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/** One body section: its band (anchor id, tone, name) and an error boundary that costs only this section. */
export function SectionSlot({ section, renderer: Renderer, tone, width, pageTitle }: SectionSlotProps) {
  const id = sectionAnchorId(section.key);
  const headingId = `${id}-heading`;
  const labelled = hasTitle(section.data) && !sectionsWithoutOwnHeading.has(section.key);
  return (
    <SectionErrorBoundary sectionKey={section.key}>
      <SectionShell id={id} tone={tone} width={width} labelledBy={labelled ? headingId : undefined}>
        <Renderer data={section.data} id={id} headingId={headingId} pageTitle={pageTitle} />
      </SectionShell>
    </SectionErrorBoundary>
  );
}
