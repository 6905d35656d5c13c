import { useEffect, useRef } from 'react';
import { slugFromTitle } from '../../../../../contract/admin/slug-rules';

interface SlugFollowsTitle {
  title: string;
  slug: string;
  /** Only for a new page or subpage: renaming a saved one moves its address, which is never done by the way. */
  enabled: boolean;
  setSlug: (slug: string) => void;
}

/**
 * The slug of a new page follows its title until the editor types one of their own: as long as the slug is the one
 * made from the title (or empty), a new title makes a new slug; once it is something else, it is theirs. Emptying
 * it hands it back to the title.
 */
export function useSlugFollowsTitle({ title, slug, enabled, setSlug }: SlugFollowsTitle): void {
  const made = useRef(slug);
  useEffect(() => {
    if (!enabled || (slug !== made.current && slug !== '')) return;
    const next = slugFromTitle(title);
    made.current = next;
    if (next !== slug) setSlug(next);
    // Only a new title moves the slug; the slug changing (typed, or set here) is read, not reacted to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, enabled]);
}
