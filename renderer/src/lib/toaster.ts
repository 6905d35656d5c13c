/**
 * Toasts are rare (sign-in, forms, admin), so the toast machinery loads only with the first one:
 * callers queue here, and `ToastHost` mounts the real toaster when something is queued.
 */
export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** One button in the toast, e.g. "Undo"; pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

type Listener = () => void;
const pending: ToastRequest[] = [];
const listeners = new Set<Listener>();

export function showToast(request: ToastRequest): void {
  pending.push(request);
  for (const listener of listeners) listener();
}

export function toastSuccess(title: string, description?: string): void {
  showToast({ type: 'success', title, description });
}

/** The spec's "destructive" toast: the error's own message as the description. */
export function toastError(title: string, description?: string): void {
  showToast({ type: 'error', title, description });
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Hands every queued request to the mounted toaster, in order. */
export function drainToasts(show: (request: ToastRequest) => void): void {
  while (pending.length > 0) show(pending.shift() as ToastRequest);
}
