import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { paths } from '../../lib/paths';
import { renderWithProviders } from '../../test/render-with-providers';
import { jsonResponse, stubFetchForEachTest } from '../../test/stub-fetch';
import { AcceptInvitationPage } from './accept-invitation-page';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = stubFetchForEachTest();
const token = 't'.repeat(43);
// 15:00 UTC is 10:00 in New York that day; the test runs on another clock (UTC here, or wherever it runs), so a
// time drawn on the reader's clock instead of the site's says something else.
const expiresAt = '2030-01-15T15:00:00.000Z';
const siteTime = '15 Jan 2030, 10:00 (America/New_York)';

/** The preview answers with the site's zone; `/api/user` and `/api/token-check` say nobody is signed in. */
function answerPreview(previewPath: string, body: object) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === previewPath) return jsonResponse(200, body);
    return jsonResponse(401, { error: 'Unauthorized' });
  });
}

function renderAt(route: string, pattern: string, page: React.ReactElement) {
  renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </AuthProvider>,
    { route },
  );
}

describe('the expiry a link page shows', () => {
  it('is on the site clock, named, for an invitation', async () => {
    answerPreview(`/api/invitations/${token}`, { role: 'editor', expiresAt, timeZone: 'America/New_York' });
    renderAt(`/auth/invite/${token}`, paths.acceptInvitation, <AcceptInvitationPage />);
    expect(await screen.findByText(`The link works once, until ${siteTime}.`)).toBeInTheDocument();
  });

  it('is on the site clock, named, for a password reset', async () => {
    answerPreview(`/api/password-resets/${token}`, { username: 'vera', expiresAt, timeZone: 'America/New_York' });
    renderAt(`/auth/reset/${token}`, paths.resetPassword, <ResetPasswordPage />);
    expect(await screen.findByText(new RegExp(`until ${siteTime.replace(/[()]/g, '\\$&')}\\.`))).toBeInTheDocument();
  });
});
