import { useId } from 'react';
import styles from './menu-entry-text.module.css';

/**
 * The inside of a panel's link: its text, and under it the entry's one-line description when it has one. The link
 * is named by its text alone and described by the line (`aria-labelledby`/`aria-describedby` on the link, from
 * `useMenuEntryText`), so a screen reader says "Cloud Security, link" first and the description after, as a sighted
 * visitor reads it.
 */
export function useMenuEntryText(text: string, description: string | undefined) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const linkProps = description ? { 'aria-labelledby': labelId, 'aria-describedby': descriptionId } : {};
  const content = description ? (
    <span className={styles.text}>
      <span id={labelId} className={styles.label}>
        {text}
      </span>
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </span>
  ) : (
    text
  );
  return { linkProps, content };
}
