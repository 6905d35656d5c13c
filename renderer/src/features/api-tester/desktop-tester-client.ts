import type { BackendId, DesktopBridge } from '../../../../contract/desktop-bridge';
import type { TesterClient } from './tester-client';

/**
 * The desktop asks main to run each request, so it goes out in that backend's own session partition (its
 * cookies) with main's token for it, exactly as the app's own calls do, and no CORS or app:// origin gets
 * in the way. Main also takes the token out of a sign-in answer and keeps it for the backend that issued
 * it, so this page never holds one.
 */
export function createDesktopTesterClient(bridge: DesktopBridge, backend: BackendId): TesterClient {
  return {
    send: ({ method, path, body, withToken }) => bridge.request({ backend, method, path, body, useToken: withToken }),
    tokenKeptByApp: true,
    // Main already kept it, for that backend's origin, when the answer passed through.
    keepToken: async () => true,
    // Main forgets tokens for the active backend only (signing the app out of it).
    async forgetToken() {
      const active = await bridge.backend.get();
      if (active.id === backend) await bridge.token.clear();
    },
    // Main never says whose token it holds; the form shows who signed in through it during this session.
    tokenHolder: () => null,
  };
}
