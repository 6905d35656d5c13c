import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { renderWithProviders } from '../../test/render-with-providers';
import { componentTestTimeout, installTestPlatform, LocationProbe, stubHeaderFetch } from './header.test-support';
import { SiteHeader } from './site-header';

function Page() {
  return (
    <>
      <SiteHeader />
      <Link to="/contact">Elsewhere</Link>
      <LocationProbe />
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: /(Open|Close) menu/ });
function panel() {
  const panelElement = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!panelElement) throw new Error('the mobile menu panel is not rendered');
  return within(panelElement);
}

function setup(route = '/') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<Page />, { route });
  return { user, ...rendered };
}

beforeEach(() => {
  installTestPlatform();
  stubHeaderFetch('pending');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mobile menu', { timeout: componentTestTimeout }, () => {
  it('opens and closes from the menu button', async () => {
    const { user } = setup();
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel().getByRole('link', { name: 'Contact' })).toBeVisible();
    await user.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(document.getElementById(menuButton().getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('expands a group and closes after navigating to one of its pages', async () => {
    const { user } = setup();
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    expect(panel().queryByRole('link', { name: 'Partners' })).not.toBeInTheDocument();
    const group = panel().getByRole('button', { name: 'Company menu' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(panel().getByRole('link', { name: 'Partners' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/company/partners');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on any route change', async () => {
    const { user } = setup();
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/contact');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = setup();
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    panel().getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('offers a Search entry that closes the menu and opens the search dialog', async () => {
    const { user, store } = setup();
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(store.get(searchDialogOpenAtom)).toBe(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the theme toggle', async () => {
    const { user } = setup();
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    await user.click(panel().getByRole('button', { name: 'Switch to dark theme' }));
    expect(panel().getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  it('marks the active item and hides disabled ones', async () => {
    const { user } = setup('/company/careers');
    await user.click(menuButton());
    // The panel is lazily loaded on first open.
    await waitFor(() => panel());
    expect(panel().getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    expect(panel().queryByRole('link', { name: 'Learning' })).not.toBeInTheDocument();
  });
});
