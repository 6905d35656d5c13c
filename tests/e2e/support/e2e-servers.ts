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

/** E2E_PORT_BASE lets a second run (another checkout, a developer's own) use other ports. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 5071);

export const e2eServers = {
  token: server('token', portBase, { SITE_AUTH_MODE: 'token' }),
  cookie: server('cookie', portBase + 1, { SITE_AUTH_MODE: 'cookie' }),
  /** A backend with only the spec's calls: no GET /api/public/search, so the dialog searches in the browser. */
  nosearch: server('nosearch', portBase + 2, { SITE_SEARCH_API: 'off' }),
  /** Admin specs change the header, pages and submissions: their own server keeps other specs' data as seeded. */
  // Its specs fill forms at machine speed, which the spam time trap would file as spam.
  admin: server('admin', portBase + 3, { SITE_AUTH_MODE: 'token', FORM_TIME_TRAP_SECONDS: '0' }),
  /**
   * Every account must use two-factor sign-in (SITE_REQUIRE_2FA=staff), on cookie sessions; anyone may register and
   * is a viewer at once, so the two-factor spec makes its own accounts without an admin (who would be held too).
   */
  twofactor: server('twofactor', portBase + 4, {
    SITE_AUTH_MODE: 'cookie',
    SITE_REQUIRE_2FA: 'staff',
    SITE_REGISTRATION: 'open',
  }),
} satisfies Record<string, E2eServer>;
