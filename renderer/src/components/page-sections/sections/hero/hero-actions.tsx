import type { Action } from '../../../../../../contract/page-content/link';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { classNames } from '../../../../lib/class-names';
import { SiteLink } from '../site-link';
import styles from './hero-actions.module.css';

/**
 * The hero's actions: the site's primary button, and its secondary drawn light on dark, since the hero is navy in
 * both themes (as the secondary is on a dark page).
 */
export function HeroActions({ primary, secondary }: { primary?: Action | undefined; secondary?: Action | undefined }) {
  if (!primary && !secondary) return null;
  return (
    <div className={styles.actions}>
      {primary && (
        <SiteLink href={primary.link} className={classNames(styles.button, styles.primary)}>
          {primary.text}
          <ArrowRightIcon size={18} />
        </SiteLink>
      )}
      {secondary && (
        <SiteLink href={secondary.link} className={classNames(styles.button, styles.secondary)}>
          {secondary.text}
        </SiteLink>
      )}
    </div>
  );
}
