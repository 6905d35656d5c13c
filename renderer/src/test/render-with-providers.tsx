import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { GuardedRouter } from '../lib/navigation/guarded-router';
import { system } from '../lib/theme/system';

export interface ProvidersOptions {
  route?: string;
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
}

/**
 * Renders a component inside the app's providers (Chakra, jotai, react-query, and the app's guarded router
 * on a memory history) for component tests.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions = {},
): RenderResult & { store: ReturnType<typeof createStore>; queryClient: QueryClient } {
  const store = options.store ?? createStore();
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const route = options.route ?? '/';
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <GuardedRouter createHistory={() => createMemoryHistory({ initialEntries: [route], v5Compat: true })}>
            {ui}
          </GuardedRouter>
        </ChakraProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store, queryClient };
}
