import { expect, it, vi } from 'vitest';
import { captureFormState, clickCarriedAsState, restoreFormState } from './form-state';

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

// The careers page's "Apply for this role" is a <details> around the form: opened before the code came, it must
// stay open in the live markup, or the form hides and focus cannot go back into it.
const disclosureMarkup = `<section>
  <details><summary>Responsibilities</summary><p>Lists</p></details>
  <details>
    <summary>Apply for this role</summary>
    <form><label>Full name <input name="name" /></label><input type="file" name="resume" /></form>
  </details>
</section>`;

function render(container: HTMLElement) {
  container.innerHTML = disclosureMarkup;
  const [details, apply] = container.querySelectorAll('details');
  const name = container.querySelector('[name=name]') as HTMLInputElement;
  const resume = container.querySelector('[name=resume]') as HTMLInputElement;
  return { details: details as HTMLDetailsElement, apply: apply as HTMLDetailsElement, name, resume };
}

it('carries disclosures opened and files chosen, and opens a disclosure before its field takes focus', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const server = render(container);
  server.apply.open = true;
  server.name.value = 'Sam Okafor';
  // jsdom cannot make a FileList of chosen files (browsers can, see tests/e2e/early-typing.spec.ts): a stand-in.
  const chosen = Object.assign([new File(['%PDF-1.4'], 'sam-okafor-cv.pdf', { type: 'application/pdf' })], {
    item: () => null,
  }) as unknown as FileList;
  Object.defineProperty(server.resume, 'files', { value: chosen });

  const typed = captureFormState(container);
  const live = render(container);
  let handedOver: FileList | null = null;
  Object.defineProperty(live.resume, 'files', {
    get: () => handedOver,
    set: (files: FileList) => (handedOver = files),
  });
  const changes = vi.fn();
  live.resume.addEventListener('change', changes);
  let openWhenTyped: boolean | undefined;
  live.name.addEventListener('input', () => (openWhenTyped = live.apply.open));
  restoreFormState(container, typed);

  expect(live.apply.open).toBe(true);
  expect(live.details.open).toBe(false);
  expect(live.name.value).toBe('Sam Okafor');
  expect(openWhenTyped).toBe(true);
  expect(live.resume.files?.[0]?.name).toBe('sam-okafor-cv.pdf');
  expect(changes).toHaveBeenCalledOnce();
  container.remove();
});

it('does not replay the clicks whose effect is carried as state', () => {
  const container = document.createElement('div');
  container.innerHTML = `<details><summary><span>Apply</span></summary></details>
    <label>Consent <input type="checkbox" /></label><input type="radio" /><button>Send</button><a href="/x">x</a>`;
  const at = (selector: string) => container.querySelector(selector) as Element;
  expect(clickCarriedAsState(at('summary span'))).toBe(true);
  expect(clickCarriedAsState(at('label'))).toBe(true);
  expect(clickCarriedAsState(at('[type=checkbox]'))).toBe(true);
  expect(clickCarriedAsState(at('[type=radio]'))).toBe(true);
  expect(clickCarriedAsState(at('button'))).toBe(false);
  expect(clickCarriedAsState(at('a'))).toBe(false);
});
