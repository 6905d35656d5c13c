/** A promise React's `use` reads synchronously once it has settled (React's own convention for thenables). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A code download made once and remembered, for React's `use`: a component rendered after it finished gets its
 * result in the same render instead of suspending for a tick (which would flash its fallback). A failed
 * download is forgotten, so the next render tries again.
 */
export function cachedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let current: TrackedPromise<T> | undefined;
  return () => {
    if (current) return current;
    const started: TrackedPromise<T> = load();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        if (current === started) current = undefined;
      },
    );
    current = started;
    return started;
  };
}
