import type { ComponentType } from 'react';
import { lazy } from 'react';

/**
 * React.lazy that also loads the Chakra recipes kept out of the first load (see theme/extended-recipes),
 * so any lazily loaded screen or section can use dialogs, fields, badges and the like. Lint forbids
 * plain `lazy` in the renderer for that reason.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), import('./theme/extended-recipes')]);
    return { default: component };
  });
}
