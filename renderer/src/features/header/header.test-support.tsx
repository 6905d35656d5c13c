import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { HeaderConfig, MenuItem } from '../../../../contract/global-components/header-config';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import { createWebPlatform, setPlatform } from '../../lib/platform/platform';
import { DesktopNav } from './desktop-nav';
import { visibleMenu } from './visible-menu';

/** Test-only fixtures for the header's component tests. */

/**
 * Role queries in jsdom compute styles against all of Chakra's injected CSS, so a full header test can take
 * seconds on a busy machine; the default 5 s would make them flaky rather than faster.
 */
export const componentTestTimeout = 20_000;

const leaf = (text: string, link: string, order: number, enabled = true) => ({ text, link, order, enabled });

/** Out of order on purpose, with disabled items at every level and a group whose items are all disabled. */
export const testMenu: MenuItem[] = [
  {
    ...leaf('Company', '/company', 3),
    hasDropdown: true,
    dropdownItems: [
      { ...leaf('Careers', '/company/careers', 2), hasSubmenu: false, submenuItems: [] },
      { ...leaf('Partners', '/company/partners', 1), hasSubmenu: false, submenuItems: [] },
      { ...leaf('Secret', '/company/secret', 3, false), hasSubmenu: false, submenuItems: [] },
    ],
  },
  { ...leaf('Home', '/', 1), hasDropdown: false, dropdownItems: [] },
  {
    ...leaf('Services', '/services', 2),
    hasDropdown: true,
    dropdownItems: [
      {
        ...leaf('Advisory', '/services/advisory', 1),
        hasSubmenu: true,
        submenuItems: [
          leaf('Resilience Assessment', '/services/resilience', 2),
          leaf('Strategy & Roadmapping', '/services/strategy', 1),
          leaf('Hidden Offer', '/services/hidden', 3, false),
        ],
      },
      { ...leaf('Managed', '/services/managed', 2), hasSubmenu: false, submenuItems: [] },
    ],
  },
  { ...leaf('Learning', '/learning', 4, false), hasDropdown: false, dropdownItems: [] },
  {
    ...leaf('Solutions', '/solutions', 5),
    hasDropdown: true,
    dropdownItems: [{ ...leaf('Cloud', '/solutions/cloud', 1, false), hasSubmenu: false, submenuItems: [] }],
  },
];

export const testHeaderConfig: HeaderConfig = { ...defaultHeaderConfig, menuItems: testMenu };

export function installTestPlatform(): void {
  setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage));
}

/** Stubs `fetch` so the header endpoint answers with `content`, fails with `status`, or never answers. */
export function stubHeaderFetch(answer: { content: unknown } | { status: number } | 'pending') {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    answer === 'pending'
      ? new Promise<Response>(() => undefined)
      : 'status' in answer
        ? new Response('', { status: answer.status })
        : new Response(JSON.stringify({ name: 'header', content: answer.content, updatedAt: '2025-01-01' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the current path, so tests can assert that a menu link navigated. */
export function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The desktop bar on its own, wired to the router the way SiteHeader wires it, beside an element outside it. */
export function DesktopNavHarness() {
  const location = useLocation();
  return (
    <>
      <DesktopNav items={visibleMenu(testMenu)} pathname={location.pathname} scope={location.key} from="lg" />
      <button type="button">Outside</button>
      <LocationProbe />
    </>
  );
}
