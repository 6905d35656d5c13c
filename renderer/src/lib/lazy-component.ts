import type { ComponentType } from 'react';
import { lazy } from 'react';

/**
 * React.lazy for code styled by Chakra: it loads Chakra with the component and renders the component inside
 * Chakra's context (see theme/chakra-scope.tsx), with every recipe registered (theme/extended-recipes.ts). The
 * first load has no Chakra, so lint forbids plain `lazy` in the renderer.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [component, { withChakra }] = await Promise.all([load(), import('./theme/chakra-scope')]);
    return { default: withChakra(component) };
  });
}

/**
 * React.lazy for code styled by CSS modules alone, which needs no Chakra: the header's mobile menu, opened on
 * a phone, where loading Chakra's style engine with it would delay the first tap's answer for nothing.
 * `tests/integration/first-load-graph.test.ts` checks that what is loaded this way imports no Chakra.
 */
export function lazyPlainComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
