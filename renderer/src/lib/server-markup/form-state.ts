import { elementAt, pathWithin } from './focus-path';

interface ControlState {
  path: number[];
  value?: string;
  checked?: boolean;
}

type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function defaultValueOf(control: ValueControl): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return control.defaultValue;
}

/**
 * What a visitor has typed, chosen or ticked in a server-rendered form before its code arrived, found by
 * position. File fields cannot be filled by a script and hidden fields are the server's own; both are left out.
 */
export function captureFormState(container: Element): ControlState[] {
  const states: ControlState[] = [];
  for (const control of container.querySelectorAll('input, textarea, select')) {
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ))
      continue;
    const path = pathWithin(container, control);
    if (!path) continue;
    if (control instanceof HTMLInputElement && ['file', 'hidden'].includes(control.type)) continue;
    if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
      if (control.checked !== control.defaultChecked) states.push({ path, checked: control.checked });
    } else if (control.value !== defaultValueOf(control)) {
      states.push({ path, value: control.value });
    }
  }
  return states;
}

/**
 * Puts that input into the same places of the markup React rendered in its stead, as events React hears, so the
 * form's own state (react-hook-form) has it too.
 */
export function restoreFormState(container: Element, states: ControlState[]): void {
  for (const state of states) {
    const control = elementAt(container, state.path);
    if (state.checked !== undefined) {
      if (control instanceof HTMLInputElement && control.checked !== state.checked) control.click();
      continue;
    }
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ))
      continue;
    // React tracks the value it last set; the prototype's setter goes around that, so the event counts as a change.
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, state.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
