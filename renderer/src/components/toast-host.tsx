import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { hasPendingToasts, subscribeToToasts } from '../lib/toaster';

const AppToaster = lazyComponent(() => import('./app-toaster').then((module) => module.AppToaster));

/** Mounts the toaster (and downloads its code) only once the first toast is requested. */
export function ToastHost() {
  const [active, setActive] = useState(hasPendingToasts);
  useEffect(() => subscribeToToasts(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
