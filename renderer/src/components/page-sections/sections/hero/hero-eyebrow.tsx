import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../../components/icons/ui-icons';
import { classNames } from '../../../../lib/class-names';
import styles from './hero-eyebrow.module.css';

function Pulse() {
  return <span aria-hidden="true" className={styles.pulse} />;
}

/** A subpage's way back to its parent ("Services ›"), in the hero's pill style. */
export function ParentCrumb({ title, href }: { title: string; href: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Link to={href} className={classNames(styles.pill, styles.crumb)}>
        <Pulse />
        {title}
        <ChevronRightIcon size={14} />
      </Link>
    </nav>
  );
}

/** The pill that carries a slide banner's overall title above its headlines (the first of which is the page's h1). */
export function HeroPill({ children }: { children: string }) {
  return (
    <div className={styles.pill}>
      <Pulse />
      <p className={styles.title}>{children}</p>
    </div>
  );
}
