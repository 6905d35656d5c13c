import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import type { BackendId } from '../../../../contract/desktop-bridge';

export interface BackendTab {
  id: BackendId;
  label: string;
  /** Shown under the label, so both targets are visible without switching tabs. */
  baseUrl: string | null;
  panel: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs (automatic activation, roving tabindex). Inactive panels stay mounted but hidden, so each
 * tab keeps its results while the other one is looked at.
 */
export function BackendTabs({ tabs, defaultTab }: { tabs: BackendTab[]; defaultTab: BackendId }) {
  const [selected, setSelected] = useState<BackendId>(defaultTab);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: BackendId) => `${baseId}-tab-${id}`;
  const panelId = (id: BackendId) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = keyMoves[event.key];
    const next = move ? tabs[move(index, tabs.length)] : undefined;
    if (!move || !next) return;
    event.preventDefault();
    setSelected(next.id);
    tabRefs.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <Box>
      <Flex role="tablist" aria-label="Backends" gap="2" borderBottomWidth="1px" borderColor="border">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <chakra.button
              key={tab.id}
              ref={(element: HTMLButtonElement | null) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              textAlign="start"
              // The tabs share the row on a phone (the base URLs are long): each takes half and cuts its URL short.
              flex={{ base: '1', sm: 'initial' }}
              minW="0"
              px={{ base: '3', sm: '4' }}
              py="3"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor={active ? 'signal.solid' : 'transparent'}
              color={active ? 'fg' : 'fg.muted'}
              _hover={{ color: 'fg' }}
              cursor="pointer"
            >
              <Text fontWeight="semibold">{tab.label}</Text>
              <Text fontFamily="mono" fontSize="xs" color="fg.muted" aria-hidden="true" truncate>
                {tab.baseUrl ?? 'Not configured'}
              </Text>
            </chakra.button>
          );
        })}
      </Flex>
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          pt="6"
        >
          {tab.panel}
        </Box>
      ))}
    </Box>
  );
}
