import type { ReactNode } from 'react';
import type { Image } from '../../../../../../contract/page-content/fields';
import { ContentImage } from '../parts/content-image';
import type { PageWidth } from '../section-shell';
import { SiteContainer } from '../section-shell';
import styles from './hero-frame.module.css';

/** Drawn when the banner names no artwork of its own (new pages, the policies' title header): the site's pattern. */
const siteArtwork: Image = { src: '/illustrations/hero-mesh.svg', alt: '', decorative: true, width: 640, height: 560 };

/**
 * The dark band a page opens with (navy in both themes): grid, glow and the network-mesh illustration
 * sit behind the content, absolutely placed, so they never move it. The artwork is the banner's own (a library
 * picture staff chose for the page, read out with its alt text unless they marked it decorative) or the site's
 * pattern, which is decoration.
 */
export function HeroFrame({
  id,
  compact = false,
  width = 'site',
  artwork,
  children,
}: {
  id?: string | undefined;
  compact?: boolean;
  width?: PageWidth;
  artwork?: Image | undefined;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.frame}>
      <div aria-hidden="true" className={styles.grid} />
      {!compact && (
        <ContentImage
          image={artwork ?? siteArtwork}
          // Often the largest thing painted on a phone: fetched ahead of the scripts.
          priority
          sizes="(min-width: 64rem) 600px, 200px"
          className={styles.artwork}
        />
      )}
      <SiteContainer width={width} className={compact ? styles.compact : styles.content}>
        {children}
      </SiteContainer>
    </section>
  );
}
