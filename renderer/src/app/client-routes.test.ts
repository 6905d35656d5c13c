import { expect, it } from 'vitest';
import { clientRenderedRoutes } from '../../../contract/site-routes';
import adminAreaSource from './admin-area.tsx?raw';

// The server answers 404 for staff addresses outside the contract's list: it must name every admin screen.
it('lists every screen the admin router declares', () => {
  const declared = [...adminAreaSource.matchAll(/<Route path="([^"*]+)"/g)].map((match) => `/admin/${match[1]}`);
  expect(declared.length).toBeGreaterThan(5);
  expect([...clientRenderedRoutes].filter((route) => route.startsWith('/admin/')).sort()).toEqual(declared.sort());
});
