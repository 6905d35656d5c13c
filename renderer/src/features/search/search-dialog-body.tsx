import { Box, Button, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons/ui-icons';
import { takeHeldSearchKeys } from '../../lib/search/early-search-keys';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { SearchEmptyState } from './search-empty-state';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import type { SearchPhase } from './search-status';
import { SearchStatus } from './search-status';
import { searchDebounceMs } from './search-timings';
import { useDebouncedValue } from './use-debounced-value';
import { useOpenResult } from './use-open-result';
import { useResultKeys } from './use-result-keys';
import { useSiteSearch } from './use-site-search';

/**
 * The search dialog (loaded on first open). Ark's dialog traps focus inside, closes on Escape or a click
 * outside, and gives focus back to whatever opened it.
 */
export function SearchDialogBody() {
  const [open, setOpen] = useAtom(searchDialogOpenAtom);
  const [input, setInput] = useState('');
  const typed = input.trim();
  const term = useDebouncedValue(typed, searchDebounceMs);
  const search = useSiteSearch(term, open);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const resultsId = useId();

  const close = useCallback(() => setOpen(false), [setOpen]);
  const openResult = useOpenResult(close);
  const settled = typed === term && !search.loading;
  const keys = useResultKeys(listRef, inputRef, typed !== '' && settled);
  // What was typed between the shortcut and this focus (while the dialog's code loaded) goes first.
  const takeHeldKeys = () => {
    const held = takeHeldSearchKeys();
    if (held !== '') setInput((current) => current + held);
  };
  const clear = () => {
    setInput('');
    inputRef.current?.focus();
  };

  const phase: SearchPhase =
    typed === ''
      ? { kind: 'empty' }
      : !settled
        ? { kind: 'searching' }
        : search.error !== null
          ? { kind: 'failed', message: search.error }
          : search.results.length > 0
            ? { kind: 'found', count: search.results.length, term }
            : { kind: 'none', term };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={() => setInput('')}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header gap="2" alignItems="center" pb="3">
              <Dialog.Title srOnly>Search</Dialog.Title>
              <SearchField
                value={input}
                onChange={setInput}
                onClear={clear}
                onKeyDown={keys.onInputKeyDown}
                onFocus={takeHeldKeys}
                inputRef={inputRef}
                resultsId={resultsId}
              />
              <Dialog.CloseTrigger asChild position="static">
                <IconButton aria-label="Close search" variant="ghost" size="sm">
                  <CloseIcon size={18} />
                </IconButton>
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body ref={listRef} id={resultsId} pt="0" aria-busy={phase.kind === 'searching'}>
              <SearchStatus phase={phase} />
              {phase.kind === 'none' && (
                <Box textAlign="center" pt="3" pb="4">
                  <Button variant="outline" size="sm" onClick={clear}>
                    Clear search
                  </Button>
                </Box>
              )}
              {typed === '' && <SearchEmptyState onOpen={openResult} onLinkKeyDown={keys.onResultKeyDown} />}
              {typed !== '' && search.results.length > 0 && (
                <Box mt="3" opacity={settled ? 1 : 0.6} transition="opacity 0.15s">
                  <SearchResults results={search.results} onOpen={openResult} onResultKeyDown={keys.onResultKeyDown} />
                </Box>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
