import type { BackendId } from '../../../../contract/desktop-bridge';

/** What the tester GETs, in the spec's order; only `/api/user` needs to know who is asking. */
export interface TesterEndpoint {
  path: string;
  /** On the hosted (token) backend this one carries the bearer token. */
  sendsToken: boolean;
}

export const testerEndpoints: readonly TesterEndpoint[] = [
  { path: '/api/user', sendsToken: true },
  { path: '/api/public/pages/home', sendsToken: false },
  { path: '/api/public/global-components/header', sendsToken: false },
  { path: '/api/public/global-components/footer', sendsToken: false },
  { path: '/api/public/global-components/cta', sendsToken: false },
];

export const tokenLoginPath = '/api/token-login';

/** Where each backend's sign-in is completed with a second-factor code (the challenge comes from its sign-in). */
export const secondFactorPresets: Record<BackendId, { signIn: string; secondFactor: string }> = {
  local: { signIn: '/api/login', secondFactor: '/api/login/second-factor' },
  hosted: { signIn: tokenLoginPath, secondFactor: '/api/token-login/second-factor' },
};

export interface TesterBackend {
  id: BackendId;
  /** The spec's tab names: the local backend is the Node one, the hosted backend the Python one. */
  tabLabel: string;
  authSummary: string;
}

export const testerBackends: readonly TesterBackend[] = [
  { id: 'local', tabLabel: 'Node.js Backend', authSummary: 'Cookie session: every request includes credentials.' },
  { id: 'hosted', tabLabel: 'Python Backend', authSummary: 'Bearer token: sent with /api/user only.' },
];

/** Only the hosted backend authenticates by token, and only the endpoint that asks who is signed in needs it. */
export function sendsToken(backend: BackendId, endpoint: TesterEndpoint): boolean {
  return backend === 'hosted' && endpoint.sendsToken;
}

/**
 * The demo account the README documents for local use (seeded only outside production): a viewer, so the
 * prefilled form can never hand out real or privileged credentials.
 */
export const demoAccount = { username: 'demo', password: 'demo-password-2026' } as const;
