import '@fontsource-variable/inter';
import './lib/theme/inter-fallback.css';
import { hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryStateElementId } from '../../contract/server-rendering';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { initPlatform } from './app/init-platform';
import { createQueryClient } from './lib/api/query-client';
import { FormReplyContext, takeServerFormReply } from './lib/forms/form-reply';
import { markServedWithPage } from './lib/api/served-with-page';

/** The query state the server rendered the page with, or null for the client-rendered shell. */
function readServerState(): DehydratedState | null {
  const text = document.getElementById(queryStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

async function start() {
  await initPlatform();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const app = (
    <FormReplyContext.Provider value={takeServerFormReply()}>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </FormReplyContext.Provider>
  );
  const state = readServerState();
  // Server-rendered HTML (the web target's public pages) is hydrated with the data it was rendered from;
  // the desktop target and the staff pages start from an empty root.
  if (state && container.firstElementChild) {
    hydrate(queryClient, state);
    markServedWithPage(state.queries.map((query) => query.queryHash));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread until the whole page is done, so a visitor's first tap or keypress is handled at once (and
    // Lighthouse's Total Blocking Time counts no long task for it).
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{app}</StrictMode>);
    });
  } else {
    // Rendered here from nothing, the page also needs Chakra's global styles, which the server's head would
    // have held (the first load itself has no Chakra: see chakra-root.tsx).
    const { ChakraRoot } = await import('./app/chakra-root');
    createRoot(container).render(
      <StrictMode>
        <ChakraRoot>{app}</ChakraRoot>
      </StrictMode>,
    );
  }
}

void start();
