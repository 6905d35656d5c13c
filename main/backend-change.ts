import type { BackendInfo } from '../contract/desktop-bridge';
import type { BackendService } from './backend-service';
import { isSameBackend } from './backend-service';

export interface BackendChangeEffects {
  rebuildMenu(): void;
  broadcast(active: BackendInfo): void;
}

/**
 * Every settings change (menu, bridge, hosted URL editor) rebuilds the menu, whose labels show the URLs;
 * windows are only told when the backend they talk to actually changed.
 */
export function wireBackendChanges(backends: BackendService, effects: BackendChangeEffects): () => void {
  return backends.subscribe((active, previous) => {
    effects.rebuildMenu();
    if (!isSameBackend(active, previous)) effects.broadcast(active);
  });
}
