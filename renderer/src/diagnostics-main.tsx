import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { ChakraRoot } from './app/chakra-root';
import { initPlatform } from './app/init-platform';
import { ApiTestPage } from './features/api-tester/api-test-page';

/** The desktop diagnostics window: the API tester on its own, aimed at the active backend. */
async function start() {
  await initPlatform();
  const container = document.getElementById('root');
  if (!container) throw new Error('diagnostics.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ChakraRoot>
        <AppProviders>
          <ApiTestPage inDiagnosticsWindow />
        </AppProviders>
      </ChakraRoot>
    </StrictMode>,
  );
}

void start();
