import type { MessageBoxOptions } from 'electron';
import type { BackendId } from '../contract/desktop-bridge';
import { appOrigin } from './app-origin';
import type { BackendService } from './backend-service';
import { backendLabels } from './backend-service';

export interface OpenOnBackendDeps {
  backends: Pick<BackendService, 'active' | 'get'>;
  ask(options: MessageBoxOptions): Promise<{ response: number }>;
  /** Loads an app address in the main window (an editor with unsaved changes is asked first). */
  open(url: string): void;
  /**
   * Makes `id` the active backend and loads `url` in one navigation, once the page agreed to leave (see
   * backend-switch); resolves whether it happened.
   */
  switchAndOpen(id: BackendId, url: string): Promise<boolean>;
}

export type OpenOutcome = 'opened' | 'switched' | 'stayed' | 'not-configured';

export const switchButtons = ['Switch and Open', 'Cancel'];

/**
 * Opens a screen that belongs to a backend (a deep link, a notification of a new submission). On the active
 * backend it just opens; on the other one it asks first, Cancel being the default, since a switch reloads the
 * window and page 12 there is another page than page 12 here.
 */
export async function openOnBackend(
  target: { backend: BackendId; path: string },
  deps: OpenOnBackendDeps,
): Promise<OpenOutcome> {
  const url = `${appOrigin}${target.path}`;
  const active = deps.backends.active();
  if (active.id === target.backend) {
    deps.open(url);
    return 'opened';
  }
  const wanted = deps.backends.get(target.backend);
  if (!wanted) {
    await deps.ask({
      type: 'info',
      message: `This link is for the ${backendLabels[target.backend]}, which has no URL yet`,
      detail: 'Set one from Backend → Hosted Backend URL…, then open the link again.',
      buttons: ['OK'],
    });
    return 'not-configured';
  }
  const { response } = await deps.ask({
    type: 'question',
    message: `Open this on the ${wanted.label}?`,
    detail:
      `It is ${target.path} on the ${wanted.label} (${wanted.baseUrl}). You are using the ${active.label}; ` +
      'switching reloads the window.',
    buttons: switchButtons,
    defaultId: 1,
    cancelId: 1,
  });
  if (response !== 0) return 'stayed';
  return (await deps.switchAndOpen(target.backend, url)) ? 'switched' : 'stayed';
}
