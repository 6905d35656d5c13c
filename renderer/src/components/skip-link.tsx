import styles from './skip-link.module.css';

/** First tab stop on every page: keyboard users jump past the navigation. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      Skip to main content
    </a>
  );
}
