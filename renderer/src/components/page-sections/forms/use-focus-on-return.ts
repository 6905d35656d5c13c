import { useEffect, useRef } from 'react';

/**
 * "Send another" swaps the success panel back for the form; without this, focus would fall to <body>.
 * Returns the call that asks for the first field to take focus once the form is shown again.
 */
export function useFocusOnReturn(formShown: boolean, focusFirstField: () => void): () => void {
  const requested = useRef(false);
  useEffect(() => {
    if (!formShown || !requested.current) return;
    requested.current = false;
    focusFirstField();
  }, [formShown, focusFirstField]);
  return () => {
    requested.current = true;
  };
}
