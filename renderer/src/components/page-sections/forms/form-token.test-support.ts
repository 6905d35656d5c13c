import type { Mock } from 'vitest';
import { beforeEach, vi } from 'vitest';
import { formTokenPath } from '../../../lib/api/form-token-query';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';

export const testFormToken = '1767603600000.signed-by-the-test-server';

/**
 * For the public forms' tests: each form asks for its token as it is drawn, which this answers (or, with
 * `tokenAnswer`, fails); every other call goes to the returned double, which starts each test with no
 * answers, so tests see only what the form sends.
 */
export function stubFetchBesideFormToken(): { sent: Mock<typeof fetch>; tokenAnswer: Mock<() => Promise<Response>> } {
  const fetchMock = stubFetchForEachTest();
  const sent = vi.fn<typeof fetch>();
  const tokenAnswer = vi.fn<() => Promise<Response>>();
  beforeEach(() => {
    sent.mockReset();
    tokenAnswer.mockReset();
    tokenAnswer.mockImplementation(async () => jsonResponse(200, { token: testFormToken }));
    fetchMock.mockImplementation((input, init) =>
      String(input) === formTokenPath ? tokenAnswer() : sent(input, init),
    );
  });
  return { sent, tokenAnswer };
}
