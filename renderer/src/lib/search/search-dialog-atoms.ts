import { atom } from 'jotai';

/** One open/close state for the search dialog: the header button, the mobile menu entry and Ctrl/Cmd+K all drive it. */
export const searchDialogOpenAtom = atom(false);

export const toggleSearchDialogAtom = atom(null, (get, set) => set(searchDialogOpenAtom, !get(searchDialogOpenAtom)));
