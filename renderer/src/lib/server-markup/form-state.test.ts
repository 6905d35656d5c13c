import { expect, it, vi } from 'vitest';
import { captureFormState, restoreFormState } from './form-state';

const markup = `<form>
  <input name="name" value="" />
  <input type="hidden" name="token" value="server" />
  <select name="subject"><option value="General">General</option><option value="Partnerships">Partnerships</option></select>
  <textarea name="message"></textarea>
  <input type="checkbox" name="consent" />
  <input type="email" name="untouched" value="" />
</form>`;

it('carries what was typed into server markup over to the identical markup that replaced it', () => {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const field = (selector: string) => container.querySelector(selector) as HTMLInputElement;
  field('[name=name]').value = 'Priya Raman';
  field('[name=token]').value = 'forged';
  (container.querySelector('select') as HTMLSelectElement).value = 'Partnerships';
  (container.querySelector('textarea') as HTMLTextAreaElement).value = 'About zero trust.';
  field('[name=consent]').checked = true;

  const typed = captureFormState(container);
  expect(typed).toHaveLength(4); // not the hidden field, not the untouched one

  container.innerHTML = markup;
  const events = vi.fn();
  container.addEventListener('input', events);
  container.addEventListener('change', events);
  restoreFormState(container, typed);

  expect(field('[name=name]').value).toBe('Priya Raman');
  expect(field('[name=token]').value).toBe('server');
  expect((container.querySelector('select') as HTMLSelectElement).value).toBe('Partnerships');
  expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe('About zero trust.');
  expect(field('[name=consent]').checked).toBe(true);
  expect(events).toHaveBeenCalled();
  container.remove();
});
