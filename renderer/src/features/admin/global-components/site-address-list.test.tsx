import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { defaultHeaderConfig } from '../../../../../contract/global-components/default-header-config';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { GlobalComponentsScreen } from './global-components-screen';

const editor: User = { id: 2, username: 'eddie', displayName: 'Eddie', email: null, role: 'editor' };
const header: AdminGlobalComponent = {
  name: 'header',
  content: defaultHeaderConfig,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publication: 'published',
  publishAt: null,
  updatedBy: null,
  version: 1,
};
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/public/pages')
      return jsonResponse(200, [{ id: 1, title: 'Digital Transformation', description: '', slug: 'digital-change' }]);
    if (url === '/api/public/subpages/all') {
      const roadmap = {
        id: 2,
        title: 'Roadmap',
        description: '',
        slug: 'roadmap',
        fullPath: '/digital-change/roadmap',
      };
      return jsonResponse(200, [{ ...roadmap, parentSlug: 'digital-change', parentTitle: 'Digital Transformation' }]);
    }
    return jsonResponse(200, header);
  });
});

describe('the link picker of the global components', { timeout: 20_000 }, () => {
  it('offers every published page and subpage by address and title on the link fields', async () => {
    renderSignedIn(<GlobalComponentsScreen />, { user: editor });
    const [link] = await screen.findAllByRole('combobox', { name: 'Link' });
    const list = document.getElementById(String(link?.getAttribute('list')));
    expect(list?.tagName).toBe('DATALIST');
    const options = await within(list as HTMLElement).findAllByRole('option', { hidden: true });
    expect(options.map((option) => [option.getAttribute('value'), option.getAttribute('label')])).toEqual([
      ['/digital-change', 'Digital Transformation'],
      ['/digital-change/roadmap', 'Roadmap (Digital Transformation)'],
    ]);
  });
});
