import { Button, CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { isSitePath } from '../../../../../../contract/link-rules';
import { ExternalLinkForm } from './external-link-form';
import { LinkHint } from './link-hint';
import { LinkTargetSearch } from './link-target-search';
import type { MarkdownLink } from './markdown-links';
import { splitSiteHref } from './markdown-links';

export interface LinkDialogProps {
  open: boolean;
  /** The link the caret was in: the dialog edits it (prefilled) rather than making a new one. */
  existing: MarkdownLink | null;
  onClose: () => void;
  /** `title` is what the link says when no text was selected. */
  onPick: (href: string, title: string) => void;
  onRemove: () => void;
  /** Where the focus goes back to: the text field, whichever way the dialog was opened. */
  finalFocusEl: () => HTMLElement | null;
}

type Mode = 'page' | 'external';

/**
 * The rich-text toolbar's link tool: a published page, subpage or block found by its title, or an address typed
 * by hand and checked by the link rule. Opened on a link, it shows where the link points, starts from it, and can
 * take the link away.
 */
export function LinkDialog({ open, existing, onClose, onPick, onRemove, finalFocusEl }: LinkDialogProps) {
  const searchRef = useRef<HTMLInputElement | null>(null);
  const addressRef = useRef<HTMLInputElement | null>(null);
  const startsExternal = existing !== null && !isSitePath(existing.href);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => searchRef.current ?? addressRef.current}
      finalFocusEl={finalFocusEl}
      size="md"
      scrollBehavior="inside"
      // Mounted afresh on each opening, so it starts from the link the caret is in.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{existing ? 'Edit link' : 'Insert link'}</Dialog.Title>
              {existing && <LinkHint href={existing.href} />}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body pt="0">
              <LinkChoices
                existing={existing}
                startsExternal={startsExternal}
                onPick={onPick}
                searchRef={searchRef}
                addressRef={addressRef}
              />
            </Dialog.Body>
            <Dialog.Footer>
              {existing && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} me="auto">
                  Remove link
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button size="sm" variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface LinkChoicesProps {
  existing: MarkdownLink | null;
  startsExternal: boolean;
  onPick: (href: string, title: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  addressRef: RefObject<HTMLInputElement | null>;
}

/** The two ways to choose, as tabs: a page of this site (searched), or an address typed by hand. */
function LinkChoices({ existing, startsExternal, onPick, searchRef, addressRef }: LinkChoicesProps) {
  const [mode, setMode] = useState<Mode>(startsExternal ? 'external' : 'page');
  const existingHref = existing?.href ?? null;
  return (
    <Tabs.Root value={mode} onValueChange={(details) => setMode(details.value as Mode)} variant="line" size="sm">
      <Tabs.List mb="3">
        <Tabs.Trigger value="page">Page on this site</Tabs.Trigger>
        <Tabs.Trigger value="external">External address</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="page" pt="0">
        {mode === 'page' && (
          <LinkTargetSearch
            inputRef={searchRef}
            initialQuery={existingHref !== null && !startsExternal ? splitSiteHref(existingHref).path : ''}
            currentHref={existingHref}
            onPick={(option) => onPick(option.href, option.title)}
          />
        )}
      </Tabs.Content>
      <Tabs.Content value="external" pt="0">
        {mode === 'external' && (
          <ExternalLinkForm
            inputRef={addressRef}
            initialHref={startsExternal && existingHref !== null ? existingHref : ''}
            submitLabel={existing ? 'Update link' : 'Insert link'}
            onPick={(href) => onPick(href, href.replace(/^(mailto:|tel:|https?:\/\/)/, ''))}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
