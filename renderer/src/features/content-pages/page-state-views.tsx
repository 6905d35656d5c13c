import { buttonLook } from '../../components/button-look';
import { classNames } from '../../lib/class-names';
import styles from './page-state-views.module.css';
import container from '../../components/container.module.css';
import skeleton from '../../components/skeleton.module.css';

/** Placeholder lines of text, the last one shorter, like a paragraph's ragged end. */
function SkeletonLines({ count, className }: { count: number; className: string }) {
  return (
    <div className={classNames(styles.lines, className)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classNames(skeleton.skeleton, styles.line)} />
      ))}
    </div>
  );
}

/** Shaped like a page's banner and first section, so content arriving does not shift the layout. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading page">
      <div className={styles.hero}>
        <div className={classNames(container.container, styles.wide)}>
          <div className={styles.heroStack}>
            <div className={classNames(skeleton.skeleton, styles.eyebrow)} />
            <div className={classNames(skeleton.skeleton, styles.heading)} />
            <SkeletonLines count={2} className={styles.heroLines} />
          </div>
        </div>
      </div>
      <div className={classNames(container.container, styles.wide, styles.body)}>
        <SkeletonLines count={4} className={styles.bodyLines} />
      </div>
    </div>
  );
}

/** Chakra's error alert icon (an exclamation mark in a circle). */
function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon}>
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
    </svg>
  );
}

export function PageLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={classNames(container.container, styles.narrow)}>
      <div className={styles.alert}>
        <span className={styles.indicator}>
          <ErrorIcon />
        </span>
        <div className={styles.alertContent}>
          <div className={styles.alertTitle}>{message}</div>
          <div className={styles.alertDescription}>Check your connection and try again.</div>
        </div>
        {/* No palette of its own: like Chakra's, it takes the alert's red. */}
        <button type="button" className={buttonLook({ size: 'sm', variant: 'outline' })} onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
