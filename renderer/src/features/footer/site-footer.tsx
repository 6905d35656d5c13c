import { use } from 'react';
import { useFooterContent } from '../../lib/api/footer-content-query';
import { KeepServerMarkup } from '../../lib/server-markup/keep-server-markup';
import { loadFooter } from './load-footer-code';
import styles from './site-footer.module.css';

/**
 * The site-wide footer. On a server-rendered page it stays the server's HTML, its links followed by the router,
 * until it nears the viewport or is pointed at or focused: only then does its code load (the phone accordions
 * need it). A first visit that does not scroll to the bottom runs no footer code at all.
 */
export function SiteFooter() {
  const { data } = useFooterContent();
  return (
    <KeepServerMarkup
      marker={{ 'data-site-footer': '' }}
      wake="near"
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
