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

const disclosure = (question: string) => screen.getByRole('heading', { name: question, level: 3 }).closest('details');

describe('FAQ', () => {
  it('shows each question as an h3 in the summary of a closed <details> that holds its answer', () => {
    renderWithProviders(<FaqView data={faq} id="faq" headingId="faq-heading" pageTitle="Contact" />);
    expect(screen.getByRole('heading', { name: 'Questions', level: 2 })).toHaveAttribute('id', 'faq-heading');
    for (const { question, answer } of faq.items) {
      const details = disclosure(question);
      expect(details).not.toBeNull();
      expect(details?.open).toBe(false);
      expect(screen.getByRole('heading', { name: question, level: 3 }).parentElement?.tagName).toBe('SUMMARY');
      // In the markup (and so in the server's HTML) whether open or not: no code is needed to show it.
      expect(details).toHaveTextContent(answer);
    }
    expect(document.querySelector('button')).toBeNull();
  });

  it('opens and closes with a click on the question, several at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqView data={faq} id="faq" headingId="faq-heading" pageTitle="Contact" />);
    await user.click(screen.getByText('Where are you based?'));
    expect(disclosure('Where are you based?')?.open).toBe(true);
    await user.click(screen.getByText('How fast do you reply?'));
    expect(disclosure('How fast do you reply?')?.open).toBe(true);
    expect(disclosure('Where are you based?')?.open).toBe(true);
    await user.click(screen.getByText('Where are you based?'));
    expect(disclosure('Where are you based?')?.open).toBe(false);
  });
});
