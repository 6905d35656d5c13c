import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform } from '../../lib/api/api.test-support';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { advance, renderOpenDialog, search, searchField, typeTerm } from './search-dialog-harness.test-support';
import { installTestBackend, requestedPaths } from './search-backend.test-support';

let fetchStub: ReturnType<typeof installTestBackend>;
beforeEach(() => {
  vi.useFakeTimers();
  installTestPlatform();
  fetchStub = installTestBackend();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const groupButton = (name: string) =>
  within(dialog()).getByRole('button', { name: new RegExp(`^${name}, \\d+ results?$`) });

describe('search dialog', () => {
  it('opens on an empty field with the Quick Links and the hint', async () => {
    renderOpenDialog();
    await advance(50);
    // Focus moving into the field is checked in the browser tests: jsdom has no layout, and the focus
    // trap skips elements without a size.
    expect(searchField()).toHaveAttribute('placeholder', 'Search...');
    const links = within(dialog())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Career Opportunities', '/company/careers'],
      ['Resources & Insights', '/company/resources'],
      ['Partners', '/company/partners'],
      ['Contact Us', '/contact'],
    ]);
    expect(screen.getByText('Type to start searching across pages and content')).toBeInTheDocument();
  });

  it('searches 300 ms after the last keystroke, showing "Searching..." until the answer', async () => {
    renderOpenDialog();
    await typeTerm('zero trust');
    await advance(299);
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(requestedPaths(fetchStub)).not.toContain('/api/public/search?q=zero%20trust');
    await advance(1);
    await advance(0);
    expect(requestedPaths(fetchStub)).toContain('/api/public/search?q=zero%20trust');
    expect(screen.getByText('2 results for "zero trust"')).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('groups results by section, most results first, with only the first group expanded', async () => {
    renderOpenDialog();
    await search('security');
    const groups = within(dialog()).getAllByRole('button', { name: /results?$/ });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Services, 2 results',
      'Home, 1 result',
      'Company, 1 result',
    ]);
    expect(groups.map((group) => group.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(within(dialog()).getByRole('link', { name: /Zero Trust Security/ })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('link', { name: /Partners/ })).not.toBeInTheDocument();

    // A browser focuses a button on mousedown; Ark's accordion acts on clicks of a focused trigger.
    fireEvent.focus(groupButton('Company'));
    fireEvent.click(groupButton('Company'));
    await advance(0);
    expect(groupButton('Company')).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog()).getByRole('link', { name: /Partners/ })).toBeInTheDocument();
  });

  it('marks matches with <mark> elements and shows content as text, never as HTML', async () => {
    renderOpenDialog();
    await search('talk to');
    const result = within(dialog()).getByRole('link', { name: /Contact/ });
    expect([...result.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Talk to']);
    expect(result).toHaveTextContent('Talk to <b>us</b>.');
    expect(result.querySelector('b')).toBeNull();
  });

  it('says so when nothing matches, and "Clear search" empties the field', async () => {
    renderOpenDialog();
    await search('quantum');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(
      screen.getByText('No results found for "quantum". Try different keywords or check for typos.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await advance(0);
    expect(searchField()).toHaveValue('');
    expect(searchField()).toHaveFocus();
    expect(screen.getByText('Type to start searching across pages and content')).toBeInTheDocument();
  });

  it('clears the field with its clear button', async () => {
    renderOpenDialog();
    await search('security');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await advance(0);
    expect(searchField()).toHaveValue('');
    expect(within(dialog()).queryByRole('button', { name: /results?$/ })).not.toBeInTheDocument();
  });

  it('moves between the field and the results with the arrow keys', async () => {
    renderOpenDialog();
    await search('security');
    const links = within(dialog()).getAllByRole('link');
    fireEvent.keyDown(searchField(), { key: 'ArrowDown' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(searchField()).toHaveFocus();
    fireEvent.keyDown(searchField(), { key: 'ArrowUp' });
    expect(links[1]).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { store } = renderOpenDialog();
    await advance(50);
    fireEvent.keyDown(searchField(), { key: 'Escape' });
    await advance(0);
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });
});
