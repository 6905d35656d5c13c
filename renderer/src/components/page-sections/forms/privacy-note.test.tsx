import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PrivacyNote } from './privacy-note';

describe('PrivacyNote', () => {
  it('links the words "privacy policy" to the policy, keeping the rest of the text', () => {
    renderWithProviders(
      <p>
        <PrivacyNote text="We use your details only to reply. See our Privacy Policy for how we handle data." />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link.closest('p')).toHaveTextContent(
      'We use your details only to reply. See our Privacy Policy for how we handle data.',
    );
  });

  it('shows a note that does not name the policy as it is, with no link and no markup read from it', () => {
    renderWithProviders(
      <p>
        <PrivacyNote text={'We reply within two days. <a href="javascript:alert(1)">x</a>'} />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('We reply within two days. <a href="javascript:alert(1)">x</a>')).toBeInTheDocument();
  });
});
