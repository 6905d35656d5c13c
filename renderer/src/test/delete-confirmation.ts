import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { jsonResponse } from './stub-fetch';

/** Every read answers `record`; a DELETE answers whatever `deleteAnswer` builds (a fresh Response each time). */
export function answerReadsAndDelete(fetchMock: Mock<typeof fetch>, record: unknown, deleteAnswer: () => Response) {
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'DELETE') return deleteAnswer();
    return jsonResponse(200, record);
  });
}

/** The addresses the screen sent a DELETE to, in order. */
export function deletedUrls(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));
}

/** Presses the screen's delete button and returns the confirmation it opens (nothing is deleted yet). */
export async function openDeleteConfirmation(events: UserEvent, buttonName: string, dialogName?: string) {
  await events.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('alertdialog', dialogName === undefined ? {} : { name: dialogName });
}
