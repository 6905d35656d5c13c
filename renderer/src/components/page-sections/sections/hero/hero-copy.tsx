import type { ReactNode } from 'react';
import type { Image } from '../../../../../../contract/page-content/fields';
import type { Action } from '../../../../../../contract/page-content/link';
import { ContentImage } from '../parts/content-image';
import { RichText } from '../parts/rich-text';
import { HeroActions } from './hero-actions';
import styles from './hero-copy.module.css';

export interface HeroCopyContent {
  title: string;
  subtitle?: string | undefined;
  /** Formatted text (`ShortRichTextSchema`). */
  description?: string | undefined;
  cta?: Action | undefined;
  image?: Image | undefined;
}

/** Title, subtitle, description and call to action of a hero or hero slide, in the hero's type scale. */
export function HeroCopy({
  content,
  titleAs,
  eyebrow,
}: {
  content: HeroCopyContent;
  titleAs: 'h1' | 'h2';
  eyebrow?: ReactNode;
}) {
  const Title = titleAs;
  const copy = (
    <div className={styles.copy}>
      {eyebrow}
      <Title className={styles.title}>{content.title}</Title>
      {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
      {content.description && <RichText source={content.description} className={styles.description} />}
      <HeroActions primary={content.cta} />
    </div>
  );
  if (!content.image) return copy;
  return (
    <div className={styles.withImage}>
      {copy}
      <div className={styles.picture}>
        <ContentImage
          image={content.image}
          // The hero's picture is the largest thing above the fold: fetched first.
          priority
          sizes="(min-width: 64rem) 40vw, 100vw"
          className={styles.image}
        />
      </div>
    </div>
  );
}
