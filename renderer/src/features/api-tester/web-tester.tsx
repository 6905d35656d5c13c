import { useMemo, useState } from 'react';
import type { BackendId } from '../../../../contract/desktop-bridge';
import { BackendPanel } from './backend-panel';
import type { BackendTab } from './backend-tabs';
import { BackendTabs } from './backend-tabs';
import { BaseUrlForm } from './base-url-form';
import { defaultBaseUrl, readBaseUrls, writeBaseUrl } from './tester-base-urls';
import type { TesterBackend } from './tester-endpoints';
import { testerBackends } from './tester-endpoints';
import { createWebTesterClient } from './web-tester-client';

/**
 * The browser target: both tabs start at the site's own origin, since this server speaks both auth styles;
 * a developer may point either one elsewhere.
 */
export function WebTester({ apiBase }: { apiBase: string }) {
  const [saved, setSaved] = useState(() => readBaseUrls(window.localStorage));
  const fallback = defaultBaseUrl(apiBase, window.location.href);
  const save = (id: BackendId, url: string | undefined) => setSaved(writeBaseUrl(window.localStorage, id, url));

  const tabs: BackendTab[] = testerBackends.map((backend) => {
    const baseUrl = saved[backend.id] ?? fallback;
    return {
      id: backend.id,
      label: backend.tabLabel,
      baseUrl,
      panel: (
        // Keyed by URL: results and token state of one backend must not linger once the tab targets another.
        <WebBackendPanel
          key={baseUrl}
          backend={backend}
          baseUrl={baseUrl}
          isDefault={saved[backend.id] === undefined}
          onBaseUrlChange={(url) => save(backend.id, url)}
        />
      ),
    };
  });
  return <BackendTabs tabs={tabs} defaultTab="local" />;
}

interface WebBackendPanelProps {
  backend: TesterBackend;
  baseUrl: string;
  isDefault: boolean;
  onBaseUrlChange(url: string | undefined): void;
}

function WebBackendPanel({ backend, baseUrl, isDefault, onBaseUrlChange }: WebBackendPanelProps) {
  const client = useMemo(
    () => createWebTesterClient({ backend: backend.id, baseUrl, storage: window.sessionStorage }),
    [backend.id, baseUrl],
  );
  return (
    <BackendPanel
      backend={backend}
      baseUrl={baseUrl}
      client={client}
      targetControls={<BaseUrlForm value={baseUrl} isDefault={isDefault} onChange={onBaseUrlChange} />}
      tokenIdleHint="No token yet: /api/user goes without one."
    />
  );
}
