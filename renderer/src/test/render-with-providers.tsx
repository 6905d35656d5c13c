import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../lib/theme/system';

export interface ProvidersOptions {
  route?: string;
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
}

/** Renders a component inside the app's providers (Chakra, jotai, react-query, a memory router) for component tests. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions = {},
): RenderResult & { store: ReturnType<typeof createStore>; queryClient: QueryClient } {
  const store = options.store ?? createStore();
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ChakraProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store, queryClient };
}
