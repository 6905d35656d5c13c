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
};
const defaultHeight: Height = { base: '720px', md: '440px' };

/** Stands in for one block while its code loads: a band in the block's own tone and its type's rough height. */
export function SectionSkeleton({
  blockType,
  anchor,
  tone,
  width,
}: {
  blockType: string;
  /** The block's anchor; the placeholder's id derives from it, so two of a type do not share one. */
  anchor: string;
  tone: SectionTone;
  width: PageWidth;
}) {
  const height = heights[blockType] ?? defaultHeight;
  const size = { '--skeleton-height': height.base, '--skeleton-height-md': height.md } as CSSProperties;
  return (
    <SectionShell id={`${anchor}-placeholder`} tone={tone} width={width}>
      <div className={styles.placeholder} style={size} aria-busy="true" aria-hidden="true">
        <div className={classNames(skeleton.skeleton, styles.label)} />
        <div className={classNames(skeleton.skeleton, styles.title)} />
        <div className={classNames(skeleton.skeleton, styles.line)} />
      </div>
    </SectionShell>
  );
}
