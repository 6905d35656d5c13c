import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform } from '../../lib/api/api.test-support';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { renderWithProviders } from '../../test/render-with-providers';
import { SearchDialog } from './search-dialog';
import { installTestBackend } from './search-backend.test-support';

beforeEach(() => installTestPlatform());
afterEach(() => vi.unstubAllGlobals());

describe('SearchDialog', () => {
  it('loads and shows the dialog only once it is opened, and asks nothing of the server before', async () => {
    const fetchStub = installTestBackend();
    const { store } = renderWithProviders(<SearchDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();

    act(() => store.set(searchDialogOpenAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('Type to start searching across pages and content')).toBeInTheDocument();
  });
});
