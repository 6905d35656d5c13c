import { use } from 'react';
import { useFooterContent } from '../../lib/api/footer-content-query';
import { KeepServerMarkup } from '../../lib/server-markup/keep-server-markup';
import { loadFooter } from './load-footer-code';
import styles from './site-footer.module.css';

/**
 * The site-wide footer. On a server-rendered page it stays the server's HTML, its links followed by the router,
 * until it is pointed at or focused: only then does its code load (the phone accordions need it; a tap on one
 * before is carried over). Not on sight: on a short page the footer is in view at once, and its code (with
 * Chakra) would run while the page loads. A visit that never reaches for it runs no footer code at all.
 */
export function SiteFooter() {
  const { data } = useFooterContent();
  return (
    <KeepServerMarkup
      marker={{ 'data-site-footer': '' }}
      wake="intent"
      load={loadFooter}
      content={data}
      // Roughly the footer's height and colour while its code loads, so the page neither jumps nor flashes.
      fallback={<footer className={styles.placeholder} />}
    >
      <LoadedFooter />
    </KeepServerMarkup>
  );
}

function LoadedFooter() {
  const FooterView = use(loadFooter());
  // The loader makes the component once; React sees the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <FooterView />;
}
