import * as z from 'zod/mini';
import { AuthModeSchema } from './auth-mode-schema';

/** The two backends of the spec: a local Node one (cookie sessions) and a hosted one (bearer tokens). */
export const BackendIdSchema = z.enum(['local', 'hosted']);
export type BackendId = z.infer<typeof BackendIdSchema>;

export const BackendInfoSchema = z.object({
  id: BackendIdSchema,
  label: z.string(),
  baseUrl: z.url({ protocol: /^https?$/ }),
  authMode: AuthModeSchema,
});
export type BackendInfo = z.infer<typeof BackendInfoSchema>;

export const StoredTokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));

/** A request the API tester asks main to run against a backend (so cookies and tokens stay in main). */
export const BridgeApiRequestSchema = z.object({
  backend: BackendIdSchema,
  method: z.enum(['GET', 'POST']),
  path: z.string().check(z.regex(/^\/api\/[A-Za-z0-9/_-]*$/, 'Only /api/ paths')),
  body: z.optional(z.unknown()),
  useToken: z._default(z.boolean(), false),
});
export type BridgeApiRequest = z.input<typeof BridgeApiRequestSchema>;

export const BridgeApiResponseSchema = z.object({
  status: z.number().check(z.int()),
  statusText: z.string(),
  body: z.string(),
});
export type BridgeApiResponse = z.infer<typeof BridgeApiResponseSchema>;

export const LogLevelSchema = z.enum(['info', 'warn', 'error']);
export type LogLevel = z.infer<typeof LogLevelSchema>;

export const LogEntrySchema = z.object({ time: z.string(), level: LogLevelSchema, message: z.string() });
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** What the diagnostics window shows about the app: facts for a support request, never a secret. */
export const DiagnosticsFactsSchema = z.object({
  versions: z.object({ app: z.string(), electron: z.string(), chromium: z.string(), node: z.string() }),
  platform: z.string(),
  backend: z.object({ id: BackendIdSchema, label: z.string(), origin: z.string() }),
  reachability: z.object({
    reachable: z.boolean(),
    status: z.nullable(z.number()),
    latencyMs: z.number(),
    detail: z.string(),
  }),
  /** Where tokens are kept: the OS keyring (and which), or memory for this session only. */
  keyring: z.object({ custody: z.enum(['keyring', 'memory']), backend: z.string() }),
  /** Whether main holds a token for the active backend; the token itself never leaves main. */
  tokenHeld: z.boolean(),
  recentLog: z.array(LogEntrySchema),
});
export type DiagnosticsFacts = z.infer<typeof DiagnosticsFactsSchema>;

/**
 * What the preload exposes as `window.desktop`: named capabilities only, never ipcRenderer.
 * The preload implements it; the renderer reaches it through `lib/platform`.
 */
export interface DesktopBridge {
  readonly kind: 'desktop';
  backend: {
    get(): Promise<BackendInfo>;
    list(): Promise<BackendInfo[]>;
    set(id: BackendId): Promise<BackendInfo>;
    /** Called after the active backend changed (from the app menu or `set`); returns an unsubscribe. */
    onChanged(listener: (backend: BackendInfo) => void): () => void;
  };
  /**
   * Main takes the bearer token out of every sign-in answer and keeps it (encrypted, per backend origin);
   * no page can read or set it. Signing out forgets the active backend's token and its cookies.
   */
  token: {
    clear(): Promise<void>;
  };
  /**
   * Runs an API request in main against the given backend, with its cookies or token. Answered for the
   * diagnostics window only.
   */
  request(request: BridgeApiRequest): Promise<BridgeApiResponse>;
  openDiagnostics(): Promise<void>;
  /** For the diagnostics window only (main refuses other pages). */
  diagnostics: {
    facts(): Promise<DiagnosticsFacts>;
    /** Main writes the report (the same facts as text) to the clipboard itself. */
    copyReport(): Promise<void>;
  };
}

/** IPC channel names, shared by preload and main. */
export const desktopChannels = {
  backendGet: 'backend:get',
  backendList: 'backend:list',
  backendSet: 'backend:set',
  backendChanged: 'backend:changed',
  tokenClear: 'token:clear',
  apiRequest: 'api:request',
  openDiagnostics: 'diagnostics:open',
  diagnosticsFacts: 'diagnostics:facts',
  diagnosticsCopyReport: 'diagnostics:copy-report',
} as const;
