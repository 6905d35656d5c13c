import type { MessageBoxSyncOptions } from 'electron';

interface PreventableEvent {
  preventDefault(): void;
}

/** The slice of WebContents the prompt hooks into. */
export interface PromptingContents {
  on(event: 'will-prevent-unload', listener: (event: PreventableEvent) => void): unknown;
}

export const unloadPrompt: MessageBoxSyncOptions = {
  type: 'question',
  buttons: ['Leave', 'Stay'],
  defaultId: 1,
  cancelId: 1,
  message: 'Leave and lose changes?',
  detail: 'You have unsaved changes. If you leave now, they are lost.',
};

export type UnloadAnswer = 'leave' | 'stay';

// What the person answered last, per web contents, for listeners registered after this one (a backend
// switch waits on it). A WeakMap, so a closed window's contents are not kept alive.
const lastAnswers = new WeakMap<object, UnloadAnswer>();

export function lastUnloadAnswer(contents: object): UnloadAnswer | undefined {
  return lastAnswers.get(contents);
}

/**
 * A renderer with unsaved work holds back its unload (`beforeunload`, see the renderer's `useLeaveGuard`).
 * A browser then asks the person; Electron asks nobody and silently keeps the page, so closing the window or
 * the reload after a backend switch would just not happen. This asks instead: "Leave" lets the unload go on
 * (`preventDefault` here cancels the hold), "Stay" (the default) keeps the page.
 */
export function askBeforeUnload(contents: PromptingContents, ask: (options: MessageBoxSyncOptions) => number): void {
  contents.on('will-prevent-unload', (event) => {
    const answer: UnloadAnswer = ask(unloadPrompt) === 0 ? 'leave' : 'stay';
    lastAnswers.set(contents, answer);
    if (answer === 'leave') event.preventDefault();
  });
}
