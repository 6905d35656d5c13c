/** Joins the class names that apply (`classNames(styles.item, active && styles.active)`). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
