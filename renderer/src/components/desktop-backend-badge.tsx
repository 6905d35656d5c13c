import { useEffect, useState } from 'react';
import type { BackendInfo, DesktopBridge } from '../../../contract/desktop-bridge';
import { getPlatform } from '../lib/platform/platform';
import styles from './desktop-backend-badge.module.css';

/**
 * Desktop only: which backend the site is talking to, in a corner. Staff switch backends from the menu,
 * and content that looks the same on both makes it easy to forget which one is being edited.
 */
export function DesktopBackendBadge() {
  const bridge = getPlatform().desktop;
  return bridge ? <ActiveBackendBadge bridge={bridge} /> : null;
}

function ActiveBackendBadge({ bridge }: { bridge: DesktopBridge }) {
  const [backend, setBackend] = useState<BackendInfo | null>(null);

  useEffect(() => {
    let live = true;
    void bridge.backend.get().then((active) => {
      if (live) setBackend(active);
    });
    // The window reloads on a change anyway; following it here keeps the badge right until it does.
    const unsubscribe = bridge.backend.onChanged(setBackend);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [bridge]);

  if (!backend) return null;
  return (
    // Never in the way of a click on the page beneath (pointer-events: none).
    <div className={styles.badge}>
      <span className={styles.dot} data-backend={backend.id} aria-hidden="true" />
      <p>
        <span className={styles.visuallyHidden}>Active backend: </span>
        {backend.label}
      </p>
    </div>
  );
}
