import type { ReactNode } from 'react';
import styles from './eyebrow.module.css';

// Editors use `subtitle` both for short labels ("Weeks 1–4") and for whole sentences; only the short
// ones read well as an uppercase eyebrow, the rest become the lead line under the title.
const eyebrowMaxLength = 40;

export function isEyebrowText(text: string | undefined): text is string {
  return text !== undefined && text.length <= eyebrowMaxLength;
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <div className={styles.eyebrow}>
      <span aria-hidden="true" className={styles.rule} />
      <span className={styles.text}>{children}</span>
    </div>
  );
}
