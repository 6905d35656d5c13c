import { Accordion, Badge, List, Span } from '@chakra-ui/react';
import type { KeyboardEventHandler } from 'react';
import { useMemo, useState } from 'react';
import { groupResults } from '../../../../contract/search/group-results';
import { plural } from '../../../../contract/plural';
import type { SearchResult } from '../../../../contract/search/search-result';
import { ChevronDownIcon } from '../../components/icons/ui-icons';
import { SearchResultLink } from './search-result-link';
import type { ResultTarget } from './use-open-result';

interface SearchResultsProps {
  results: SearchResult[];
  onOpen: (target: ResultTarget) => void;
  onResultKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
}

/** Results grouped by site section, most results first; each new set of results opens only its first group. */
export function SearchResults({ results, onOpen, onResultKeyDown }: SearchResultsProps) {
  const groups = useMemo(() => groupResults(results), [results]);
  const firstOnly = groups[0] ? [groups[0].label] : [];
  const [expanded, setExpanded] = useState(firstOnly);
  // Query results keep their identity while unchanged, so this resets only for a new answer.
  const [shownResults, setShownResults] = useState(results);
  if (results !== shownResults) {
    setShownResults(results);
    setExpanded(firstOnly);
  }

  return (
    <Accordion.Root
      multiple
      collapsible
      value={expanded}
      onValueChange={(details) => setExpanded(details.value)}
      variant="plain"
      lazyMount
      unmountOnExit
    >
      {groups.map((group) => (
        <Accordion.Item key={group.label} value={group.label} borderBottomWidth="1px" borderColor="border.muted">
          <Accordion.ItemTrigger
            aria-label={`${group.label}, ${plural(group.results.length, 'result')}`}
            cursor="pointer"
            py="2.5"
            px="1"
            fontWeight="semibold"
            fontSize="sm"
          >
            <Span flex="1">{group.label}</Span>
            <Badge size="sm" variant="subtle">
              {group.results.length}
            </Badge>
            <Accordion.ItemIndicator>
              <ChevronDownIcon size={16} />
            </Accordion.ItemIndicator>
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="2">
              <List.Root as="ul" listStyle="none" gap="0.5">
                {group.results.map((result) => (
                  <List.Item
                    key={`${result.type}:${result.path}:${result.sectionId ?? ''}:${result.title}:${result.id}`}
                  >
                    <SearchResultLink result={result} onOpen={onOpen} onKeyDown={onResultKeyDown} />
                  </List.Item>
                ))}
              </List.Root>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
