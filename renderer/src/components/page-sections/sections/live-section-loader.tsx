import type { ComponentType } from 'react';
import { cachedLoad } from '../../../lib/server-markup/cached-load';
import type { LiveSectionProps } from './live-section';
import type { SectionRendererProps } from './section-props';
import type { BodySectionKey } from './section-registry';
import { sectionRendererLoaders } from './section-registry';

type LiveSectionComponent = ComponentType<LiveSectionProps>;

const loaders = new Map<BodySectionKey, () => Promise<LiveSectionComponent>>();

/**
 * Loads the code that renders one kind of section: its renderer and the validation that runs before it. A section
 * that renders a component whose Chakra recipe is kept out of the first load imports that recipe itself (see
 * theme/extended-recipes.ts), so the hero carousel does not download the form recipes. One download per kind,
 * remembered (see `cachedLoad`).
 */
export function liveSectionLoader(key: BodySectionKey): () => Promise<LiveSectionComponent> {
  const known = loaders.get(key);
  if (known) return known;
  const loader = cachedLoad(async () => {
    const [{ LiveSection }, renderer] = await Promise.all([
      import('./live-section'),
      // TypeScript cannot pair the renderer loaded by key with that key's data; the registry's type does.
      sectionRendererLoaders[key]() as Promise<ComponentType<SectionRendererProps<BodySectionKey>>>,
    ]);
    const Bound = (props: LiveSectionProps) => <LiveSection renderer={renderer} {...props} />;
    return Bound;
  });
  loaders.set(key, loader);
  return loader;
}
