import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { linkTargetQueryMaxLength } from '../../../../../../contract/admin/link-targets';
import { useLinkTargetSearch } from '../../api/link-targets-query';
import type { LinkOption } from './link-options';
import { linkOptionGroups } from './link-options';
import { countWording } from '../../shell/count-wording';
import { useSettledText } from './use-settled-text';

interface LinkTargetSearchProps {
  initialQuery: string;
  /** The address of the link being edited: its choice starts out active. */
  currentHref: string | null;
  onPick: (option: LinkOption) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const searchDelayMs = 200;

function statusText(typed: string, settled: boolean, count: number, failure: string | null): string {
  if (!settled) return 'Searching…';
  if (failure !== null) return failure;
  if (count === 0) return typed === '' ? 'No published pages yet.' : `No published page matches “${typed}”.`;
  const pages = countWording.publishedPages(count);
  return typed === '' ? `${pages}: type to find others.` : `${pages} found. Arrow keys choose, Enter links.`;
}

/**
 * Finds a published page, subpage or block by its title: a combobox (the focus stays in the box; arrow keys move
 * the active choice, named by `aria-activedescendant`; Enter picks it) over a listbox of pages, each followed by
 * its blocks.
 */
export function LinkTargetSearch({ initialQuery, currentHref, onPick, inputRef }: LinkTargetSearchProps) {
  const [input, setInput] = useState(initialQuery);
  const typed = input.trim();
  const term = useSettledText(typed, searchDelayMs);
  const search = useLinkTargetSearch(term, true);
  const groups = useMemo(() => linkOptionGroups(search.data?.items ?? []), [search.data]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // The choice moved to among these results; new results start again from the edited link's, else the first.
  const [moved, setMoved] = useState<{ options: LinkOption[]; index: number } | null>(null);
  const current = options.findIndex((option) => option.href === currentHref);
  const active = moved?.options === options ? moved.index : Math.max(current, 0);
  const setActive = (index: number) => setMoved({ options, index });
  const listRef = useRef<HTMLDivElement | null>(null);
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(Math.min(options.length - 1, Math.max(0, active + move)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) onPick(option);
    }
  };

  const settled = typed === term && !search.isFetching;
  const failure = search.isError ? `Could not search: ${search.error.message}` : null;
  const expanded = options.length > 0;
  return (
    <Stack gap="2">
      <Box position="sticky" top="0" zIndex="1" bg="bg.panel" pb="1">
        <Field.Root>
          <Field.Label>Find a page or block by its title</Field.Label>
          <Input
            ref={inputRef}
            size="sm"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder="Part of a title or an address"
            maxLength={linkTargetQueryMaxLength}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${baseId}-list`}
            aria-activedescendant={expanded ? optionId(active) : undefined}
          />
        </Field.Root>
        <Text role="status" fontSize="xs" color={failure ? 'fg.error' : 'fg.muted'} mt="1">
          {statusText(typed, settled, search.data?.items.length ?? 0, failure)}
        </Text>
      </Box>
      <Box ref={listRef} role="listbox" id={`${baseId}-list`} aria-label="Pages and blocks" opacity={settled ? 1 : 0.6}>
        {groups.map((group) => {
          const first = options.indexOf(group.options[0] as LinkOption);
          return (
            <Box key={group.key} role="group" aria-label={group.label}>
              {group.options.map((option, offset) => (
                <LinkOptionItem
                  key={option.key}
                  option={option}
                  id={optionId(first + offset)}
                  index={first + offset}
                  active={first + offset === active}
                  onActive={setActive}
                  onPick={onPick}
                />
              ))}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}

interface LinkOptionItemProps {
  option: LinkOption;
  id: string;
  index: number;
  active: boolean;
  onActive: (index: number) => void;
  onPick: (option: LinkOption) => void;
}

function LinkOptionItem({ option, id, index, active, onActive, onPick }: LinkOptionItemProps) {
  return (
    <Box
      id={id}
      data-index={index}
      role="option"
      aria-selected={active}
      cursor="pointer"
      borderRadius="sm"
      py="1.5"
      pe="2"
      ps={option.isBlock ? '7' : '2'}
      colorPalette="blue"
      bg={active ? 'colorPalette.subtle' : undefined}
      borderInlineStartWidth="3px"
      borderColor={active ? 'colorPalette.solid' : 'transparent'}
      // The focus stays in the search box: a press must not take it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onActive(index)}
      onClick={() => onPick(option)}
    >
      <Text fontSize="sm" fontWeight={option.isBlock ? 'normal' : 'semibold'}>
        {option.title}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {option.detail}
      </Text>
    </Box>
  );
}
