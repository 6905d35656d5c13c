import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../lib/theme/system';

/**
 * Chakra with its global styles (reset, tokens, global CSS) for a page the browser renders itself: the desktop
 * target, the staff pages and the API tester. A server-rendered page has those styles in its head already and
 * never loads this (see main.tsx).
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
