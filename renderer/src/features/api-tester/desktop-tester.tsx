import { Alert, Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DesktopBridge } from '../../../../contract/desktop-bridge';
import { apiTesterMessages } from '../../lib/api/api-messages';
import { BackendPanel } from './backend-panel';
import type { BackendTab } from './backend-tabs';
import { BackendTabs } from './backend-tabs';
import { desktopBackendsQueryOptions } from './desktop-backends-query';
import { createDesktopTesterClient } from './desktop-tester-client';
import { testerBackends } from './tester-endpoints';

/** The desktop target: main knows the backends and runs every request, so URLs here are read-only. */
export function DesktopTester({ bridge }: { bridge: DesktopBridge }) {
  const backends = useQuery(desktopBackendsQueryOptions(bridge));
  const clients = useMemo(
    () => ({ local: createDesktopTesterClient(bridge, 'local'), hosted: createDesktopTesterClient(bridge, 'hosted') }),
    [bridge],
  );

  if (backends.isPending) {
    return (
      <Center py="12" role="status" aria-label="Loading backends">
        <Spinner color="signal.solid" />
      </Center>
    );
  }
  if (backends.isError) {
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{apiTesterMessages.unknown}</Alert.Description>
      </Alert.Root>
    );
  }

  const tabs: BackendTab[] = testerBackends.map((backend) => {
    const info = backends.data.list.find((candidate) => candidate.id === backend.id);
    const active = backends.data.active.id === backend.id;
    return {
      id: backend.id,
      label: backend.tabLabel,
      baseUrl: info?.baseUrl ?? null,
      panel: (
        <BackendPanel
          backend={backend}
          baseUrl={info?.baseUrl ?? null}
          client={info ? clients[backend.id] : null}
          targetControls={
            <Text fontSize="sm" color="fg.muted">
              {active ? 'This is the active backend. ' : ''}Backends are chosen and configured from the app’s Backend
              menu.
            </Text>
          }
          tokenIdleHint="The app sends the token it keeps for this backend, if any."
        />
      ),
    };
  });
  return <BackendTabs tabs={tabs} defaultTab={backends.data.active.id} />;
}
