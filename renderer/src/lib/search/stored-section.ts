/** Session storage key under which a content search result leaves the section to scroll to after navigating. */
export const searchSectionStorageKey = 'search-target-section';

export interface StoredSection {
  path: string;
  sectionId: string;
}

// A hand-written check rather than a schema: this module is in every page's first load.
function isStoredSection(value: unknown): value is StoredSection {
  if (typeof value !== 'object' || value === null) return false;
  const { path, sectionId } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof sectionId === 'string';
}

// Storage can be unavailable (privacy modes, sandboxed frames); search still navigates, just without the scroll.
export function storeSectionTarget(target: StoredSection): void {
  try {
    window.sessionStorage.setItem(searchSectionStorageKey, JSON.stringify(target));
  } catch {
    // nothing to do: see above
  }
}

export function readSectionTarget(): StoredSection | null {
  try {
    const text = window.sessionStorage.getItem(searchSectionStorageKey);
    const value: unknown = text === null ? null : JSON.parse(text);
    return isStoredSection(value) ? { path: value.path, sectionId: value.sectionId } : null;
  } catch {
    return null;
  }
}

export function clearSectionTarget(): void {
  try {
    window.sessionStorage.removeItem(searchSectionStorageKey);
  } catch {
    // nothing to do: see storeSectionTarget
  }
}
