import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { holdSearchKeys } from '../../lib/search/early-search-keys';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { useScrollToStoredSection } from '../../lib/search/use-scroll-to-stored-section';

// The dialog's code (Ark's dialog and accordion, the search core, its recipes) stays out of the first load.
const SearchDialogBody = lazyComponent(() => import('./search-dialog-body').then((module) => module.SearchDialogBody));

function StoredSectionScroller() {
  useScrollToStoredSection();
  return null;
}

/**
 * Always present in the site layout but tiny: it scrolls to a section a search result left in session
 * storage, and fetches the dialog itself the first time it is opened, keeping it mounted after that
 * so closing can animate and reopening is instant.
 */
export function SearchDialog() {
  const open = useAtomValue(searchDialogOpenAtom);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  // Letters typed while the dialog's code loads (or before its field has focus) are kept for the field. Not
  // before a first open: a shortcut pressed before the app started is being held already and opens it next.
  useEffect(() => {
    if (requested) holdSearchKeys(open);
  }, [open, requested]);
  return (
    <>
      <StoredSectionScroller />
      {requested && (
        <Suspense fallback={null}>
          <SearchDialogBody />
        </Suspense>
      )}
    </>
  );
}
