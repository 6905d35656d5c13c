import type { EmotionCache } from '@emotion/cache';
import createCache from '@emotion/cache';

/**
 * An emotion cache for one server render. `compat` makes emotion keep every rule in `cache.inserted`
 * instead of writing <style> elements next to the components, so the page's CSS can go into <head> (what
 * @emotion/server's extraction does, without its HTML parsing: the cache already knows what was used).
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** Rules cannot close their own element: a `</style` inside content-derived CSS would end it early. */
export const safeStyleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The collected CSS as the <style> elements emotion looks for in the browser: the `css <ids>` element is
 * adopted by the client's cache (so those rules are not inserted again), and each `css-global <id>`
 * element by the `<Global>` (Chakra's reset, tokens and global styles) that renders the same styles.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A component's rules are scoped to its generated class; a global style's are not.
    if (rules.includes(`.${cache.key}-${id}`)) {
      ids.push(id);
      css += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${safeStyleText(rules)}</style>`);
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${safeStyleText(css)}</style>`;
}
