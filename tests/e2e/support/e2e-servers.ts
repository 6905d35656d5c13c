/** The servers the browser tests run against: one per auth style (and variants later issues add). */
export const e2eAdmin = { username: 'admin', password: 'e2e-admin-password' } as const;

export interface E2eServer {
  name: string;
  port: number;
  url: string;
  env: Record<string, string>;
}

const server = (name: string, port: number, env: Record<string, string>): E2eServer => ({
  name,
  port,
  url: `http://127.0.0.1:${port}`,
  env,
});

export const e2eServers = {
  token: server('token', 5071, { SITE_AUTH_MODE: 'token' }),
  cookie: server('cookie', 5072, { SITE_AUTH_MODE: 'cookie' }),
  /** A backend with only the spec's calls: no GET /api/public/search, so the dialog searches in the browser. */
  nosearch: server('nosearch', 5073, { SITE_SEARCH_API: 'off' }),
} satisfies Record<string, E2eServer>;
