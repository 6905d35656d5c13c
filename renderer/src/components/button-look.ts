import { classNames } from '../lib/class-names';
import styles from './button-look.module.css';

export interface ButtonLookOptions {
  /** Chakra's button sizes this site uses on first-load pages. */
  size?: 'sm' | 'md' | 'lg';
  variant?: 'solid' | 'outline' | 'ghost';
  /** 'brand' is the site's button palette; without it the button takes the palette in scope (gray by default). */
  palette?: 'brand';
  /** Fully rounded ends (`borderRadius="full"`). */
  pill?: boolean;
}

/**
 * Class names that make a `<button>` or `<a>` look like Chakra's Button with the same props, without Chakra:
 * `<Link className={buttonLook({ size: 'lg', palette: 'brand', pill: true })}>`.
 */
export function buttonLook({ size = 'md', variant = 'solid', palette, pill = false }: ButtonLookOptions = {}): string {
  return classNames(styles.button, styles[size], styles[variant], palette && styles[palette], pill && styles.pill);
}
