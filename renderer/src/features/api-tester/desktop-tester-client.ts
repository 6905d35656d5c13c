import type { BackendId, DesktopBridge } from '../../../../contract/desktop-bridge';
import type { TesterClient } from './tester-client';

/**
 * The desktop asks main to run each request, so it goes out in that backend's own session partition (its
 * cookies) with main's token for it, exactly as the app's own calls do, and no CORS or app:// origin gets
 * in the way.
 */
export function createDesktopTesterClient(bridge: DesktopBridge, backend: BackendId): TesterClient {
  return {
    send: ({ method, path, body, withToken }) => bridge.request({ backend, method, path, body, useToken: withToken }),
    // Main keeps one token per backend but `token.set` writes the *active* backend's, and a request cannot
    // carry a token of its own. So a token from the form is stored only while the backend it came from is
    // the active one (signing the app in as that user, which is what signing in to that backend means);
    // otherwise it cannot be used and we say so rather than keep it in memory for nothing.
    async keepToken(token) {
      const active = await bridge.backend.get();
      if (active.id !== backend) return false;
      await bridge.token.set(token);
      return true;
    },
    async forgetToken() {
      const active = await bridge.backend.get();
      if (active.id === backend) await bridge.token.clear();
    },
    // Main never says whose token it holds; the form shows who signed in through it during this session.
    tokenHolder: () => null,
  };
}
