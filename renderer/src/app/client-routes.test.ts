import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { clientRenderedRoutes } from '../../../contract/site-routes';

// The server answers 404 for staff addresses outside the contract's list: it must name every admin screen.
it('lists every screen the admin router declares', () => {
  const source = readFileSync(path.resolve(__dirname, 'admin-area.tsx'), 'utf8');
  const declared = [...source.matchAll(/<Route path="([^"*]+)"/g)].map((match) => `/admin/${match[1]}`);
  expect(declared.length).toBeGreaterThan(5);
  expect([...clientRenderedRoutes].filter((route) => route.startsWith('/admin/')).sort()).toEqual(declared.sort());
});
