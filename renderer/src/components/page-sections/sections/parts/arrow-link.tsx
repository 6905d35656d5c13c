import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { SiteLink } from '../site-link';
import styles from './arrow-link.module.css';

/** A text link with a trailing arrow that nudges on hover: the site's secondary call to action. */
export function ArrowLink({ href, children }: { href: string; children: string }) {
  return (
    <SiteLink href={href} className={styles.arrowLink}>
      {children}
      <ArrowRightIcon size={16} />
    </SiteLink>
  );
}
