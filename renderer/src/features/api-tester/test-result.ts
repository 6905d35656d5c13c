import { apiTesterMessages, httpErrorMessage, requestMessages } from '../../lib/api/api-messages';

/** The spec's "API tester result" (section 3). */
export interface ApiTestResult {
  /** 0 when no answer arrived at all. */
  status: number;
  success: boolean;
  /** The parsed JSON body of a successful answer; null otherwise. */
  data: unknown;
  /** One of the spec's tester messages (section 8); null on success. */
  error: string | null;
  testedAt: Date;
}

const failed = (status: number, error: string, testedAt: Date): ApiTestResult => ({
  status,
  success: false,
  data: null,
  error,
  testedAt,
});

/**
 * Turns an answer into a result. Status 0 is how both targets report a request that never reached a
 * server (refused, timed out, not configured), so it gets the network message.
 */
export function toTestResult(status: number, statusText: string, bodyText: string, testedAt: Date): ApiTestResult {
  if (status === 0) return failed(0, requestMessages.network, testedAt);
  if (status < 200 || status >= 300) return failed(status, httpErrorMessage(status, statusText), testedAt);
  // A 204 has nothing to parse; any other success must be JSON, as every endpoint under test answers JSON.
  if (status === 204 && bodyText === '') return { status, success: true, data: null, error: null, testedAt };
  try {
    return { status, success: true, data: JSON.parse(bodyText) as unknown, error: null, testedAt };
  } catch {
    return failed(status, apiTesterMessages.invalidJson, testedAt);
  }
}

/** The request could not even be attempted (the desktop bridge refused it, say): nothing more precise to say. */
export function unknownErrorResult(testedAt: Date): ApiTestResult {
  return failed(0, apiTesterMessages.unknown, testedAt);
}
