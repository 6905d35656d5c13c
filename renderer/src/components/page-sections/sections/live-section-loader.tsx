import type { ComponentType } from 'react';
import type { LiveSectionProps } from './live-section';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import { sectionRendererLoaders } from './section-registry';

type LiveSectionComponent = ComponentType<LiveSectionProps>;

/** A promise React's `use` reads synchronously once it has settled (React's own convention for thenables). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<BodySectionKey, Promise<LiveSectionComponent>>();

/**
 * The code that renders one kind of section: its renderer, the validation that runs before it and the Chakra
 * recipes lazily loaded code may use. Loaded once per kind; a failed download is forgotten so the next
 * render tries again.
 */
export function loadLiveSection(key: BodySectionKey): Promise<LiveSectionComponent> {
  const known = loads.get(key);
  if (known) return known;
  const load: TrackedPromise<LiveSectionComponent> = Promise.all([
    import('./live-section'),
    // TypeScript cannot pair the renderer loaded by key with that key's data; the registry's type does.
    sectionRendererLoaders[key]() as Promise<ComponentType<SectionRendererProps<BodySectionKey>>>,
    import('../../../lib/theme/extended-recipes'),
  ]).then(([{ LiveSection }, renderer]) => {
    const Bound = (props: LiveSectionProps) => <LiveSection renderer={renderer} {...props} />;
    return Bound;
  });
  load.then(
    (component) => {
      load.status = 'fulfilled';
      load.value = component;
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
      loads.delete(key);
    },
  );
  loads.set(key, load);
  return load;
}
