/**
 * The error catalogue of the spec (section 8), worded once. The UI shows these exact texts, so
 * nothing else should spell out a request error of its own.
 */

export const requestMessages = {
  unauthorized: 'Unauthorized',
  apiRequestFailed: 'API request failed',
  /** Also used for a request that timed out: a 15 s silence is treated as a lost connection. */
  network: 'Network connection error - please check your connection and try again',
} as const;

/** A 2xx answer that is not JSON: the spec words it this way for token login and the API tester alike. */
export const invalidJsonMessage = 'Invalid JSON response';

export const serverErrorMessage = (status: number): string => `Server error: ${status}`;

export const tokenLoginMessages = {
  invalidJson: invalidJsonMessage,
  noToken: 'Response was OK but contained no token',
  invalidCredentials: 'Invalid credentials or server error',
  authenticationFailed: 'Authentication failed',
  loginFailed: 'Login failed',
} as const;

export const authenticationFailedWithStatus = (status: number): string => `Authentication failed with status ${status}`;

export const tokenCheckMessages = {
  noToken: 'No token available',
} as const;

export const tokenInvalidMessage = (status: number): string => `Token invalid (${status})`;

export const loadFailureMessages = {
  pages: 'Failed to fetch pages',
  subpages: 'Failed to fetch subpages',
  headerConfig: 'Failed to fetch header configuration',
  companyPage: 'Failed to fetch company page data',
} as const;

/**
 * Not in the spec's catalogue (it shows no wording for them): log lines only, never shown to visitors,
 * so they follow the spec's "Failed to fetch …" pattern.
 */
export const fallbackLogMessages = {
  footerContent: 'Failed to fetch footer content',
  ctaContent: 'Failed to fetch CTA content',
} as const;

export const apiTesterMessages = {
  invalidJson: invalidJsonMessage,
  unknown: 'Unknown error',
} as const;

export const httpErrorMessage = (status: number, statusText: string): string => `HTTP Error ${status} ${statusText}`;

/** Not in the spec: a 2xx body that is JSON but not the contract's shape (the spec never shows this case). */
export const unexpectedResponseMessage = (path: string): string =>
  `Unexpected response from ${path}: it does not match the expected format`;
