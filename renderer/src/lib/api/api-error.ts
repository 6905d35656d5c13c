export interface ApiErrorOptions {
  /** The HTTP status; 0 when no answer arrived (network failure or timeout). */
  status: number;
  fields?: Record<string, string>;
  /** Defaults to what the spec retries: no answer at all, or a 5xx. */
  retryable?: boolean;
  cause?: unknown;
  /** What the server itself said (its `error` field), when the catalogue's wording replaced it (a 401). */
  serverMessage?: string;
  /** A client error's parsed JSON body, for refusals that carry more than `error` and `fields`. */
  body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryable: boolean;
  readonly serverMessage?: string;
  readonly body?: unknown;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    if (options.fields) this.fields = options.fields;
    if (options.serverMessage) this.serverMessage = options.serverMessage;
    if (options.body !== undefined) this.body = options.body;
    this.retryable = options.retryable ?? (options.status === 0 || options.status >= 500);
  }

  /** The same failure under a caller's wording (the spec's "Failed to fetch …"), keeping this one as the cause. */
  withMessage(message: string): ApiError {
    return new ApiError(message, { status: this.status, fields: this.fields, retryable: this.retryable, cause: this });
  }
}
