import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { componentTestTimeout, DesktopNavHarness } from './header.test-support';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const link = (name: string) => within(nav()).getByRole('link', { name });
const queryLink = (name: string) => within(nav()).queryByRole('link', { name });

function hoverOpen(name: string) {
  fireEvent.pointerEnter(link(name));
  advance(50);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('desktop dropdowns on hover', { timeout: componentTestTimeout }, () => {
  it('opens 50 ms after the pointer enters, not before', () => {
    renderWithProviders(<DesktopNavHarness />);
    fireEvent.pointerEnter(link('Company'));
    advance(49);
    expect(queryLink('Partners')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Company menu' })).toHaveAttribute('aria-expanded', 'false');
    advance(1);
    expect(link('Partners')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Company menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes 400 ms after the pointer leaves, not before', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Company');
    fireEvent.pointerLeave(link('Company'));
    advance(399);
    expect(link('Partners')).toBeVisible();
    advance(1);
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('keeps the dropdown open when the pointer comes back before the close', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Company');
    fireEvent.pointerLeave(link('Company'));
    advance(350);
    fireEvent.pointerEnter(link('Partners'));
    advance(2_000);
    expect(link('Partners')).toBeVisible();
  });

  it('does not open for a pointer that only passes over', () => {
    renderWithProviders(<DesktopNavHarness />);
    fireEvent.pointerEnter(link('Company'));
    advance(20);
    fireEvent.pointerLeave(link('Company'));
    advance(2_000);
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('ignores touch pointers, which tap instead of hovering', () => {
    renderWithProviders(<DesktopNavHarness />);
    fireEvent.pointerEnter(link('Company'), { pointerType: 'touch' });
    advance(2_000);
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('opens a submenu 50 ms after hovering its item and closes it 350 ms after leaving the item', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Services');
    fireEvent.pointerEnter(link('Advisory'));
    advance(49);
    expect(queryLink('Strategy & Roadmapping')).not.toBeInTheDocument();
    advance(1);
    expect(link('Strategy & Roadmapping')).toBeVisible();

    fireEvent.pointerLeave(link('Advisory'));
    advance(349);
    expect(link('Strategy & Roadmapping')).toBeVisible();
    advance(1);
    expect(queryLink('Strategy & Roadmapping')).not.toBeInTheDocument();
    // The dropdown itself keeps its own, longer delay.
    expect(link('Managed')).toBeVisible();
  });

  it('closes a submenu 300 ms after the pointer leaves the submenu panel', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Services');
    hoverOpen('Advisory');
    fireEvent.pointerEnter(link('Strategy & Roadmapping'));
    fireEvent.pointerLeave(link('Strategy & Roadmapping'));
    advance(299);
    expect(link('Strategy & Roadmapping')).toBeVisible();
    advance(1);
    expect(queryLink('Strategy & Roadmapping')).not.toBeInTheDocument();
  });

  it('keeps a submenu open when the pointer re-enters its panel', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Services');
    hoverOpen('Advisory');
    fireEvent.pointerLeave(link('Resilience Assessment'));
    advance(250);
    fireEvent.pointerEnter(link('Resilience Assessment'));
    advance(2_000);
    expect(link('Strategy & Roadmapping')).toBeVisible();
  });

  it('shows one dropdown at a time', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Company');
    fireEvent.pointerLeave(link('Company'));
    hoverOpen('Services');
    expect(link('Managed')).toBeVisible();
    expect(queryLink('Partners')).not.toBeInTheDocument();
  });

  it('closes on a press outside, but not on a press inside the panel', () => {
    renderWithProviders(<DesktopNavHarness />);
    hoverOpen('Company');
    fireEvent.pointerDown(link('Careers'));
    expect(link('Careers')).toBeVisible();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(queryLink('Careers')).not.toBeInTheDocument();
  });

  it('resets open dropdowns and submenus on navigation', () => {
    renderWithProviders(<DesktopNavHarness />, { route: '/' });
    hoverOpen('Services');
    hoverOpen('Advisory');
    fireEvent.click(link('Strategy & Roadmapping'));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/services/strategy');
    expect(queryLink('Strategy & Roadmapping')).not.toBeInTheDocument();
    expect(queryLink('Managed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Services menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
