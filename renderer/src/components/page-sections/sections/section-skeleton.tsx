import { Skeleton, Stack } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { PageWidth, SectionTone } from './section-shell';
import { SectionShell } from './section-shell';

type Height = SystemStyleObject['minHeight'];

// Roughly how tall each section renders, so the placeholder bands do not shift the page when the body arrives.
const heights: Record<string, Height> = {
  faq: { base: '420px', md: '380px' },
  jobListingsSection: { base: '1400px', md: '1100px' },
  partners: { base: '1600px', md: '1200px' },
  sections: { base: '900px', md: '700px' },
  contactForm: { base: '1100px', md: '760px' },
  logoCarousel: { base: '200px', md: '200px' },
  ctaSection: { base: '380px', md: '320px' },
  homeCtaSection: { base: '440px', md: '340px' },
};
const defaultHeight: Height = { base: '720px', md: '440px' };

/** Stands in for one section while its code loads: a band in the section's own tone and rough height. */
export function SectionSkeleton({
  sectionKey,
  tone,
  width,
}: {
  sectionKey: string;
  tone: SectionTone;
  width: PageWidth;
}) {
  return (
    <SectionShell id={`${sectionKey}-placeholder`} tone={tone} width={width}>
      <Stack gap="5" minHeight={heights[sectionKey] ?? defaultHeight} aria-busy="true" aria-hidden="true">
        <Skeleton height="3" width="28" />
        <Skeleton height={{ base: '8', md: '10' }} width="60%" />
        <Skeleton height="4" width="40%" />
      </Stack>
    </SectionShell>
  );
}
