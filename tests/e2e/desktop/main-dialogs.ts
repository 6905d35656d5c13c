import type { ElectronApplication } from '@playwright/test';

export interface SeenMessageBox {
  message?: string;
  detail?: string;
  buttons?: string[];
}

/**
 * Main's asynchronous native questions (About, deep links, crash recovery, updates) answered without a
 * person: each is recorded and answered with `response` (an index into its buttons).
 */
export async function answerMessageBoxes(app: ElectronApplication, response: number): Promise<void> {
  await app.evaluate(({ dialog }, answer) => {
    const seen = (Reflect.get(globalThis, '__seenMessageBoxes') as unknown[] | undefined) ?? [];
    Reflect.set(globalThis, '__seenMessageBoxes', seen);
    dialog.showMessageBox = (async (...args: unknown[]) => {
      seen.push(args.at(-1));
      return { response: answer, checkboxChecked: false };
    }) as typeof dialog.showMessageBox;
  }, response);
}

export function seenMessageBoxes(app: ElectronApplication): Promise<SeenMessageBox[]> {
  return app.evaluate(() => (Reflect.get(globalThis, '__seenMessageBoxes') as SeenMessageBox[] | undefined) ?? []);
}

/** The unload question (main/unload-prompt.ts) answered: 0 is "Leave", 1 is "Stay". */
export async function answerUnloadPrompt(app: ElectronApplication, response: 0 | 1): Promise<void> {
  await app.evaluate(({ dialog }, answer) => {
    Reflect.set(globalThis, '__unloadQuestions', 0);
    dialog.showMessageBoxSync = (() => {
      Reflect.set(globalThis, '__unloadQuestions', Number(Reflect.get(globalThis, '__unloadQuestions')) + 1);
      return answer;
    }) as typeof dialog.showMessageBoxSync;
  }, response);
}

/** How often the unload question was asked since it was last given an answer. */
export function unloadQuestions(app: ElectronApplication): Promise<number> {
  return app.evaluate(() => Number(Reflect.get(globalThis, '__unloadQuestions') ?? 0));
}

export async function clickMenuItem(app: ElectronApplication, id: string): Promise<void> {
  await app.evaluate(({ Menu }, itemId) => Menu.getApplicationMenu()?.getMenuItemById(itemId)?.click(), id);
}
