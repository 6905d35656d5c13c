import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { AdminNav } from './admin-nav';

const entriesFor = (role: Role) => {
  const view = renderSignedIn(<AdminNav />, { user: staffUser(role) });
  const names = within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  view.unmount();
  return names;
};

describe('AdminNav', () => {
  it('lists only the screens a role may open', () => {
    expect(entriesFor('viewer')).toEqual([
      'Dashboard',
      'Pages',
      'Insights',
      'People',
      'Global components',
      'Media library',
      'Redirects',
      'Your account',
    ]);
    expect(entriesFor('editor')).toEqual([
      'Dashboard',
      'Pages',
      'Insights',
      'People',
      'Global components',
      'Media library',
      'Redirects',
      'Contact submissions',
      'Job submissions',
      'Your account',
    ]);
    expect(entriesFor('admin')).toContain('Audit log');
    expect(entriesFor('admin')).toContain('Users');
  });
});
