import { elementAt, pathWithin } from './focus-path';

interface ControlState {
  path: number[];
  value?: string;
  checked?: boolean;
  files?: FileList;
  open?: boolean;
}

type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function defaultValueOf(control: ValueControl): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return control.defaultValue;
}

function controlState(control: ValueControl, path: number[]): ControlState | undefined {
  if (control instanceof HTMLInputElement && control.type === 'hidden') return undefined;
  if (control instanceof HTMLInputElement && control.type === 'file')
    return control.files && control.files.length > 0 ? { path, files: control.files } : undefined;
  if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type))
    return control.checked !== control.defaultChecked ? { path, checked: control.checked } : undefined;
  return control.value !== defaultValueOf(control) ? { path, value: control.value } : undefined;
}

/**
 * What a visitor has typed, chosen, ticked, attached or opened in server-rendered markup before its code arrived,
 * found by position. Hidden fields are the server's own and left out. Every `<details>` is recorded open or shut:
 * its toggle leaves no default to compare with, and the live markup draws it as the server did (the careers page's
 * "Apply for this role" opened before the code came shut again, hiding the form, and the field focused in it could
 * not take focus back, so the rest of a name being typed went nowhere).
 */
export function captureFormState(container: Element): ControlState[] {
  const states: ControlState[] = [];
  for (const element of container.querySelectorAll('input, textarea, select, details')) {
    const path = pathWithin(container, element);
    if (!path) continue;
    if (element instanceof HTMLDetailsElement) states.push({ path, open: element.open });
    else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const state = controlState(element, path);
      if (state) states.push(state);
    }
  }
  return states;
}

/**
 * Puts that input into the same places of the markup React rendered in its stead, as events React hears, so the
 * form's own state (react-hook-form) has it too. Disclosures open first, so what is in them can take focus next.
 */
export function restoreFormState(container: Element, states: ControlState[]): void {
  for (const state of states) {
    const element = elementAt(container, state.path);
    if (state.open !== undefined) {
      if (element instanceof HTMLDetailsElement) element.open = state.open;
      continue;
    }
    if (state.checked !== undefined) {
      if (element instanceof HTMLInputElement && element.checked !== state.checked) element.click();
      continue;
    }
    if (state.files) {
      // A script may not choose a file, but it may hand over the files the visitor chose for another input.
      if (element instanceof HTMLInputElement && element.type === 'file') {
        element.files = state.files;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }
      continue;
    }
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    // React tracks the value it last set; the prototype's setter goes around that, so the event counts as a change.
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, state.value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Whether a click on server markup has already done all it does, in state `captureFormState` carries over: a
 * disclosure toggled, a box ticked (directly or through its label). Replayed on the live markup it would undo that.
 */
export function clickCarriedAsState(target: Element): boolean {
  if (target.closest('summary, label')) return true;
  return target instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(target.type);
}
