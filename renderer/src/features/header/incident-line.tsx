import type { SecurityContact } from '../../../../contract/global-components/security-contact';
import { telephoneHref } from '../../../../contract/telephone-href';
import { classNames } from '../../lib/class-names';
import shared from './header.module.css';
import styles from './incident-line.module.css';
import container from '../../components/container.module.css';

/**
 * The strip above the header bar with the 24/7 incident number: someone under attack should not have to look for
 * it. Navy in both themes, like the heroes, so it reads as the firm's and never as an alert about this site.
 */
export function IncidentLine({ contact }: { contact: SecurityContact }) {
  return (
    <div className={styles.incidentLine}>
      <div className={classNames(container.container, shared.width, styles.row)}>
        <span aria-hidden="true" className={styles.dot} />
        <span>{contact.incidentText}</span>
        <a href={telephoneHref(contact.incidentPhone)} className={styles.phone}>
          {contact.incidentPhone}
        </a>
      </div>
    </div>
  );
}
