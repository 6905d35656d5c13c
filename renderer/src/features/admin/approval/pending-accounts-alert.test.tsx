import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../../contract/user';
import { renderSignedIn } from '../../../test/render-signed-in';
import { PendingAccountsAlert } from './pending-accounts-alert';

const admin: User = { id: 1, username: 'admin', displayName: 'Site Administrator', email: null, role: 'admin' };

describe('PendingAccountsAlert', () => {
  it('tells an admin how many wait and links to the users screen', () => {
    renderSignedIn(<PendingAccountsAlert count={2} />, { user: admin });
    expect(screen.getByText('2 accounts are waiting for your approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review them on the users screen' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it('says nothing when nobody waits, or to someone who cannot decide', () => {
    const { container } = renderSignedIn(<PendingAccountsAlert count={0} />, { user: admin });
    expect(container).toBeEmptyDOMElement();
    renderSignedIn(<PendingAccountsAlert count={3} />, { user: { ...admin, role: 'editor' } });
    expect(screen.queryByText(/waiting for your approval/)).not.toBeInTheDocument();
  });
});
