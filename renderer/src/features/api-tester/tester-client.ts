import type { BridgeApiResponse } from '../../../../contract/desktop-bridge';

export interface TesterRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Send the hosted backend's bearer token (the tester's own on the web; main's on the desktop). */
  withToken: boolean;
}

/**
 * How one tab reaches its backend. Both targets answer in the bridge's shape, so the same pure functions
 * read the answer whichever way it travelled.
 */
export interface TesterClient {
  /** Resolves with status 0 when no answer arrived; rejects only when the request could not be attempted. */
  send(request: TesterRequest): Promise<BridgeApiResponse>;
  /** The app holds tokens itself (desktop main): sign-in answers reach the page without one. */
  readonly tokenKeptByApp: boolean;
  /** Keeps a token from the token-login form for later `withToken` requests; false when it cannot be kept. */
  keepToken(token: string | null, username: string): Promise<boolean>;
  forgetToken(): Promise<void>;
  /** Who the kept token belongs to, when this client can tell. */
  tokenHolder(): string | null;
}
