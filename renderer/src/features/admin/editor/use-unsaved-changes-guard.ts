import { useEffect } from 'react';

export const unsavedChangesMessage = 'You have unsaved changes. Leave this page and lose them?';

function isInAppLink(target: EventTarget | null): target is HTMLAnchorElement {
  if (!(target instanceof Element)) return false;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return false;
  return anchor.origin === window.location.origin && !anchor.getAttribute('href')?.startsWith('#');
}

/**
 * Declarative routing has no `useBlocker`, so while `dirty`: a reload or tab close gets the browser's
 * prompt, and a click on any in-app link asks first (capture phase, before the router's own handler,
 * which skips a click whose default was prevented). Back/forward buttons are not intercepted.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (!isInAppLink(event.target)) return;
      if (window.confirm(unsavedChangesMessage)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
