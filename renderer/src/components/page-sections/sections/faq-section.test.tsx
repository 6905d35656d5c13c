import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FaqView } from './faq-section';

const faq = {
  title: 'Questions',
  items: [
    { question: 'Where are you based?', answer: 'In London.' },
    { question: 'How fast do you reply?', answer: 'Within two working days.' },
  ],
};

describe('FAQ accordion', () => {
  it('shows each question as a heading-wrapped button, collapsed at first', () => {
    renderWithProviders(<FaqView data={faq} id="faq" headingId="faq-heading" pageTitle="Contact" />);
    expect(screen.getByRole('heading', { name: 'Questions', level: 2 })).toHaveAttribute('id', 'faq-heading');
    const trigger = screen.getByRole('button', { name: 'Where are you based?' });
    expect(trigger.closest('h3')).not.toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls');
  });

  it('opens and closes with Enter and Space, and arrow keys move between questions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqView data={faq} id="faq" headingId="faq-heading" pageTitle="Contact" />);
    const first = screen.getByRole('button', { name: 'Where are you based?' });
    const second = screen.getByRole('button', { name: 'How fast do you reply?' });

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('In London.')).toBeVisible();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Within two working days.')).toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });
});
