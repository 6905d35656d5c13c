import { expect, it } from 'vitest';
import { elementAt, pathWithin } from './focus-path';

it('finds the same place in identical markup that replaced the old', () => {
  const container = document.createElement('div');
  const markup = '<section><h2>FAQ</h2><div><button>One</button><button>Two</button></div></section>';
  container.innerHTML = markup;
  document.body.append(container);
  (container.querySelectorAll('button')[1] as HTMLButtonElement).focus();

  const path = pathWithin(container, document.activeElement);
  expect(path).toEqual([0, 1, 1]);
  container.innerHTML = markup; // what React's render does: new elements, same shape
  expect(document.activeElement).toBe(document.body);
  elementAt(container, path ?? [])?.focus();
  expect(document.activeElement).toBe(container.querySelectorAll('button')[1]);
  container.remove();
});

it('has no path for an element outside the container, or the container itself', () => {
  const container = document.createElement('div');
  container.innerHTML = '<button>Inside</button>';
  document.body.append(container);
  expect(pathWithin(container, document.body)).toBeNull();
  expect(pathWithin(container, container)).toBeNull();
  expect(elementAt(container, [5])).toBeNull();
  container.remove();
});
