import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminGlobalComponent } from '../../../../../../contract/admin/admin-global-components';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { defaultSecurityContact } from '../../../../../../contract/global-components/default-security-contact';
import { linkMessage } from '../../../../../../contract/link-rules';
import type { User } from '../../../../../../contract/user';
import '../../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../../test/stub-fetch';
import { HeaderEditor } from './header-editor';

const item = (text: string, link: string, order: number) => ({
  text,
  link,
  order,
  enabled: true,
  hasDropdown: false,
  dropdownItems: [],
});

const config: HeaderConfig = {
  logoLight: '/brand/l.svg',
  logoDark: '/brand/d.svg',
  showThemeToggle: true,
  showSearch: true,
  searchPlaceholder: 'Search...',
  menuItems: [item('Home', '/', 1), item('Services', '/services', 2)],
  securityContact: defaultSecurityContact,
};

const component: AdminGlobalComponent = {
  name: 'header',
  content: config,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publication: 'published',
  publishAt: null,
  updatedBy: null,
  version: 1,
};

const admin: User = { id: 1, username: 'admin', displayName: 'Admin', email: null, role: 'admin' };
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(200, component));
});

function renderEditor(user: User = admin) {
  renderSignedIn(<HeaderEditor initial={config} component={component} />, { user });
  return userEvent.setup();
}

const group = (name: RegExp) => screen.getByRole('group', { name });
/** What the editor wrote: reads (its publication settings, its event stream) are not sending the form. */
const writes = () => fetchMock.mock.calls.filter(([, options]) => (options?.method ?? 'GET') !== 'GET');
const sentContent = () => {
  const init = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT')?.[1];
  return (JSON.parse(String(init?.body)) as { content: HeaderConfig }).content;
};

describe('header menu builder', { timeout: 20_000 }, () => {
  it('adds an item and sends it, numbered by position', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const added = group(/^Menu item 3/);
    await user.click(within(added).getByRole('textbox', { name: 'Text' }));
    await user.paste('Careers');
    const link = within(added).getByRole('combobox', { name: 'Link' });
    await user.clear(link);
    await user.paste('/company/careers');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentContent().menuItems.map((entry) => [entry.text, entry.order])).toEqual([
      ['Home', 1],
      ['Services', 2],
      ['Careers', 3],
    ]);
  });

  it('disables an item and moves another up', async () => {
    const user = renderEditor();
    await user.click(within(group(/^Menu item 1: Home/)).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Move Services up' }));
    expect(group(/^Menu item 1: Services/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentContent().menuItems.map((entry) => [entry.text, entry.order, entry.enabled])).toEqual([
      ['Services', 1, true],
      ['Home', 2, false],
    ]);
  });

  it('shows a validation error inline and sends nothing', async () => {
    const user = renderEditor();
    await user.clear(within(group(/^Menu item 2/)).getByRole('textbox', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(group(/^Menu item 2/)).findByText('Required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  // A logo is chosen from the media library (issue 29): there is no address to type, so none to refuse here.
  it('refuses a link browsers would send to another host, and sends nothing', async () => {
    const user = renderEditor();
    const link = within(group(/^Menu item 2/)).getByRole('combobox', { name: 'Link' });
    await user.clear(link);
    await user.paste('/\\evil.example');
    expect(screen.queryByRole('textbox', { name: /logo/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(group(/^Menu item 2/)).findByText(linkMessage)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('edits the line under a dropdown entry, sends it, and refuses one too long for the menu', async () => {
    const withDropdown: HeaderConfig = {
      ...config,
      menuItems: [
        item('Home', '/', 1),
        {
          ...item('Services', '/services', 2),
          hasDropdown: true,
          dropdownItems: [
            { ...item('Cloud Security', '/services/cloud-security', 1), hasSubmenu: false, submenuItems: [] },
          ],
        },
      ],
    };
    renderSignedIn(<HeaderEditor initial={withDropdown} component={{ ...component, content: withDropdown }} />, {
      user: admin,
    });
    const user = userEvent.setup();
    const description = within(group(/^Dropdown item 1: Cloud Security/)).getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(group(/^Dropdown item 1/)).findByText('At most 100 characters')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(description);
    await user.paste('Landing zones and guardrails as code');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(sentContent().menuItems[1]?.dropdownItems[0]?.description).toBe('Landing zones and guardrails as code');
  });

  it('offers a viewer no save button', () => {
    renderEditor({ ...admin, role: 'viewer' });
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add menu item' })).toBeDisabled();
  });
});
