/** An error whose status and message are meant for the client, e.g. a 400 naming bad fields. */
export class HttpError extends Error {
  /** Headers the answer must carry, e.g. Retry-After on a 429 or Allow on a 405. */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}
