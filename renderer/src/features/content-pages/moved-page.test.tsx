import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { jsonResponse, stubFetchForEachTest } from '../../test/stub-fetch';
import { ContentPage } from './content-page';

const fetchMock = stubFetchForEachTest();

function Landed() {
  const location = useLocation();
  // REPLACE: the old address leaves no history entry for Back to return to (and bounce forward again).
  return (
    <h1>
      Landed at {location.pathname} by {useNavigationType()}
    </h1>
  );
}

describe('a page whose address moved', () => {
  it('navigates to the new address, replacing the old one in history', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { redirect: '/digital-change' }));
    renderWithProviders(
      <Routes>
        <Route path="/digital-transformation" element={<ContentPage slug="digital-transformation" />} />
        <Route path="/digital-change" element={<Landed />} />
      </Routes>,
      { route: '/digital-transformation' },
    );
    expect(await screen.findByRole('heading', { name: 'Landed at /digital-change by REPLACE' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/public/pages/digital-transformation', expect.anything());
  });
});
