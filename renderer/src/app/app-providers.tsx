import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { ToastHost } from '../components/toast-host';
import { createQueryClient } from '../lib/api/query-client';
import { useThemeSync } from '../lib/theme/use-theme-sync';

function ThemeSync() {
  useThemeSync();
  // Marks the moment the app has taken over the server's HTML (browser tests wait for it before interacting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The state every page shares. Chakra is not here: the public site's first load is styled by CSS modules, and
 * what uses Chakra brings its own context (`withChakra`, `lazyComponent`, or `ChakraRoot` for browser-rendered pages).
 * `queryClient` is passed when it already holds data: the server's prefetch, or that state hydrated in the browser. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider>
      <QueryClientProvider client={client}>
        <ThemeSync />
        {children}
        <ToastHost />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
