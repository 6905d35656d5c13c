import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { prerender } from 'react-dom/static';
import { system } from '../lib/theme/system';
import { createServerEmotionCache, safeStyleText } from './emotion-styles';

let rendered: Promise<string> | null = null;

/**
 * Chakra's global styles (the order of its CSS layers, the reset, the design tokens as CSS variables for both
 * themes, the site's global CSS) as <style> elements for every page's head. The browser's first load has no
 * Chakra: the site's own CSS modules and every part that loads Chakra later read these variables. They depend
 * on the theme alone, so they are rendered once per process, by Chakra itself (the same `<Global>` styles
 * `ChakraProvider` inserts in the browser), into an emotion cache that keeps them as text.
 */
export function chakraGlobalStyles(): Promise<string> {
  rendered ??= renderGlobalStyles();
  return rendered;
}

async function renderGlobalStyles(): Promise<string> {
  const cache = createServerEmotionCache();
  await prerender(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string' && rules !== '')
    .map((rules) => `<style>${safeStyleText(rules)}</style>`)
    .join('');
}
