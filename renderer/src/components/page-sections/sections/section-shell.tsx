import type { ReactNode } from 'react';
import { classNames } from '../../../lib/class-names';
import styles from './section-shell.module.css';

/** Sections alternate between these two backgrounds so long pages read as distinct bands. */
export type SectionTone = 'plain' | 'subtle';

/**
 * `reading` narrows pages of running text (the policies) to a comfortable line length; `article` narrows an
 * article's body further, to the ~68 characters a line of long-form prose reads best at (issue 30).
 */
export type PageWidth = 'site' | 'reading' | 'article';

/** The site's content width and side padding, centred; `className` adds the caller's own spacing. */
export function SiteContainer({
  width = 'site',
  className,
  children,
}: {
  width?: PageWidth;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classNames(styles.container, className)} data-width={width}>
      {children}
    </div>
  );
}

/** Every content section's outer band: anchor id, background, vertical rhythm and the site's content width. */
export function SectionShell({
  id,
  tone,
  labelledBy,
  width = 'site',
  children,
}: {
  id: string;
  tone: SectionTone;
  labelledBy?: string | undefined;
  width?: PageWidth;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={styles.section} data-tone={tone}>
      <SiteContainer width={width}>{children}</SiteContainer>
    </section>
  );
}
