import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ToastHost } from '../components/toast-host';
import { createQueryClient } from '../lib/api/query-client';
import { system } from '../lib/theme/system';
import { useThemeSync } from '../lib/theme/use-theme-sync';

function ThemeSync() {
  useThemeSync();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <ThemeSync />
          {children}
          <ToastHost />
        </ChakraProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
