import type { ComponentType } from 'react';
import type { ParsedSection } from '../../../../../contract/page-content/page-content';
import { sectionAnchorId } from '../../../../../contract/page-content/page-content';
import { SectionErrorBoundary } from './section-error-boundary';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import { sectionRenderers, sectionsWithoutOwnHeading } from './section-registry';
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
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}

/** One body section: its band (anchor id, tone, name) and an error boundary that costs only this section. */
export function SectionSlot({ section, tone, width, pageTitle }: SectionSlotProps) {
  const id = sectionAnchorId(section.key);
  const headingId = `${id}-heading`;
  // TypeScript cannot pair the renderer looked up by key with that key's data; the registry's type does.
  const Renderer = sectionRenderers[section.key] as ComponentType<SectionRendererProps<BodySectionKey>>;
  const labelled = hasTitle(section.data) && !sectionsWithoutOwnHeading.has(section.key);
  return (
    <SectionErrorBoundary sectionKey={section.key}>
      <SectionShell id={id} tone={tone} width={width} labelledBy={labelled ? headingId : undefined}>
        <Renderer data={section.data} id={id} headingId={headingId} pageTitle={pageTitle} />
      </SectionShell>
    </SectionErrorBoundary>
  );
}
