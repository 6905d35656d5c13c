import type { MediaItem } from '../../../../contract/admin/admin-media';

/** What an edit of a picture changed, for the audit log: "Changed: alternative text, focal point". */
export function changeSummary(before: MediaItem, after: MediaItem): string {
  const changed = [
    before.alt !== after.alt && 'alternative text',
    (before.focus.x !== after.focus.x || before.focus.y !== after.focus.y) && 'focal point',
  ].filter((part) => part !== false);
  return changed.length === 0 ? 'Saved without changes' : `Changed: ${changed.join(', ')}`;
}
