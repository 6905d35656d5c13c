import type { ReactNode } from 'react';
import { Eyebrow, isEyebrowText } from './eyebrow';
import { RichText } from './parts/rich-text';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  headingId?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  /** Formatted text (`ShortRichTextSchema`). */
  description?: string | undefined;
  align?: 'start' | 'center';
  /** A link beside the heading on wide screens ("All services"). */
  action?: ReactNode;
  as?: 'h2' | 'h3';
  /** Shown above the title when the content's subtitle is not a short label. */
  eyebrow?: string | undefined;
  /** No space below: the caller lays the heading out beside its content. */
  flush?: boolean;
}

/** The section title's class, for a title laid out by its section (the intro's) in the same scale. */
export const sectionTitleClass = styles.title;

/** Eyebrow, title and supporting text in the site's type scale; every section heading goes through here. */
export function SectionHeading(props: SectionHeadingProps) {
  const { headingId, title, subtitle, description, align = 'start', action, as = 'h2', flush = false } = props;
  const shortSubtitle = isEyebrowText(subtitle) ? subtitle : undefined;
  const eyebrow = shortSubtitle ?? props.eyebrow;
  const lead = shortSubtitle ? undefined : subtitle;
  const Title = as;
  return (
    <div className={styles.heading} data-align={align} data-flush={flush || undefined}>
      <div className={styles.copy}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title id={headingId} className={styles.title}>
          {title}
        </Title>
        {lead && <p className={styles.lead}>{lead}</p>}
        {description && <RichText source={description} className={styles.description} />}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
