import { expect, it } from 'vitest';
import { focusPathWithin, restoreFocusPath } from './focus-path';

it('puts focus back on the same place in identical markup that replaced the old', () => {
  const container = document.createElement('div');
  const markup = '<section><h2>FAQ</h2><div><button>One</button><button>Two</button></div></section>';
  container.innerHTML = markup;
  document.body.append(container);
  (container.querySelectorAll('button')[1] as HTMLButtonElement).focus();

  const path = focusPathWithin(container);
  expect(path).toEqual([0, 1, 1]);
  container.innerHTML = markup; // what React's render does: new elements, same shape
  expect(document.activeElement).toBe(document.body);
  restoreFocusPath(container, path ?? []);
  expect(document.activeElement).toBe(container.querySelectorAll('button')[1]);
  container.remove();
});

it('has no path when focus is elsewhere', () => {
  const container = document.createElement('div');
  container.innerHTML = '<button>Inside</button>';
  document.body.append(container);
  expect(focusPathWithin(container)).toBeNull();
  container.remove();
});
