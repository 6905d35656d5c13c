import type { CSSProperties } from 'react';
import { classNames } from '../../../lib/class-names';
import type { PageWidth, SectionTone } from './section-shell';
import { SectionShell } from './section-shell';
import skeleton from '../../skeleton.module.css';
import styles from './section-skeleton.module.css';

interface Height {
  base: string;
  md: string;
}

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
  const height = heights[sectionKey] ?? defaultHeight;
  const size = { '--skeleton-height': height.base, '--skeleton-height-md': height.md } as CSSProperties;
  return (
    <SectionShell id={`${sectionKey}-placeholder`} tone={tone} width={width}>
      <div className={styles.placeholder} style={size} aria-busy="true" aria-hidden="true">
        <div className={classNames(skeleton.skeleton, styles.label)} />
        <div className={classNames(skeleton.skeleton, styles.title)} />
        <div className={classNames(skeleton.skeleton, styles.line)} />
      </div>
    </SectionShell>
  );
}
