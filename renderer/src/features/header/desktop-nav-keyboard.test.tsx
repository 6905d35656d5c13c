import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { componentTestTimeout, DesktopNavHarness } from './header.test-support';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const link = (name: string) => within(nav()).getByRole('link', { name });
const queryLink = (name: string) => within(nav()).queryByRole('link', { name });
const toggle = (name: string) => within(nav()).getByRole('button', { name });

function setup(route = '/') {
  const user = userEvent.setup();
  renderWithProviders(<DesktopNavHarness />, { route });
  return user;
}

describe('desktop navigation from the keyboard', { timeout: componentTestTimeout }, () => {
  it('exposes each dropdown as a link plus a toggle button', () => {
    setup();
    const button = toggle('Company menu');
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull();
    expect(link('Company')).toHaveAttribute('href', '/company');
  });

  it('opens and closes with Enter and Space, keeping focus on the toggle', async () => {
    const user = setup();
    toggle('Company menu').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Company menu')).toHaveAttribute('aria-expanded', 'true');
    expect(link('Partners')).toBeVisible();
    expect(toggle('Company menu')).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle('Company menu')).toHaveAttribute('aria-expanded', 'false');
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('moves into the panel with ArrowDown and between items with the arrows, Home and End', async () => {
    const user = setup();
    toggle('Company menu').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Partners')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Careers')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Partners')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Careers')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Partners')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Careers')).toHaveFocus();
  });

  it('opens from the top-level link with ArrowDown too', async () => {
    const user = setup();
    link('Company').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Partners')).toHaveFocus();
  });

  it('closes with Escape and returns focus to the toggle', async () => {
    const user = setup();
    toggle('Company menu').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('Careers')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(queryLink('Careers')).not.toBeInTheDocument();
    expect(toggle('Company menu')).toHaveFocus();
    expect(toggle('Company menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a submenu with ArrowRight and closes it with ArrowLeft, then Escape closes the dropdown', async () => {
    const user = setup();
    toggle('Services menu').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Advisory')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toggle('Advisory submenu')).toHaveAttribute('aria-expanded', 'true');
    expect(link('Strategy & Roadmapping')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Resilience Assessment')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(queryLink('Resilience Assessment')).not.toBeInTheDocument();
    expect(link('Advisory')).toHaveFocus();
    // Arrows in the dropdown skip the submenu toggle and move between dropdown links only.
    await user.keyboard('{ArrowDown}');
    expect(link('Managed')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(queryLink('Managed')).not.toBeInTheDocument();
    expect(toggle('Services menu')).toHaveFocus();
  });

  it('closes only the submenu on the first Escape', async () => {
    const user = setup();
    toggle('Services menu').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Escape}');
    expect(queryLink('Strategy & Roadmapping')).not.toBeInTheDocument();
    expect(link('Advisory')).toHaveFocus();
    expect(link('Managed')).toBeVisible();
  });

  it('closes the dropdown when Tab leaves it', async () => {
    const user = setup();
    toggle('Company menu').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(link('Partners')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(link('Solutions')).toHaveFocus();
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('hides disabled items and keeps the configured order', () => {
    setup();
    const topLinks = within(nav())
      .getAllByRole('link')
      .map((element) => element.textContent);
    expect(topLinks).toEqual(['Home', 'Services', 'Company', 'Solutions']);
    expect(queryLink('Learning')).not.toBeInTheDocument();
    // Solutions' dropdown items are all disabled, so it is a plain link without a toggle.
    expect(within(nav()).queryByRole('button', { name: 'Solutions menu' })).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/company/partners', 'Company'],
    ['/company', 'Company'],
    ['/services/strategy', 'Services'],
  ])('marks the active item on %s', (route, active) => {
    setup(route);
    for (const name of ['Home', 'Services', 'Company', 'Solutions']) {
      if (name === active) expect(link(name)).toHaveAttribute('aria-current', 'page');
      else expect(link(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('marks the current page inside an open dropdown', async () => {
    const user = setup('/company/careers');
    await user.click(toggle('Company menu'));
    expect(link('Careers')).toHaveAttribute('aria-current', 'page');
    expect(link('Partners')).not.toHaveAttribute('aria-current');
  });
});
