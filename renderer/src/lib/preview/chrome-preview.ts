import { atom } from 'jotai';
import type { GlobalComponentName } from '../../../../contract/global-components/global-component';

/**
 * Whose header, footer and call to action the site draws instead of the published ones (issue 29): signed-in staff
 * see every component's working draft (`/preview/site`, or a page's preview), someone holding a shareable link that
 * one component's. It lives in memory, not in the address: the site's own links keep working as they are, a
 * preview lasts while the visitor moves around the site in this tab, and a reload or a new tab shows the site as
 * visitors see it. `ChromePreviewBar` says so on every page meanwhile, and ends it.
 */
export type ChromePreview = { kind: 'staff' } | { kind: 'link'; secret: string; name: GlobalComponentName };

export const chromePreviewAtom = atom<ChromePreview | null>(null);

/** Whether `name` is drawn from the preview rather than the published site. */
export function previewsComponent(preview: ChromePreview | null, name: GlobalComponentName): preview is ChromePreview {
  return preview !== null && (preview.kind === 'staff' || preview.name === name);
}

/** Where a preview's working copy of `name` is read: the admin's preview for staff, the link's answer otherwise. */
export function componentPreviewPath(preview: ChromePreview, name: GlobalComponentName): string {
  return preview.kind === 'staff'
    ? `/api/admin/global-components/${name}/preview`
    : `/api/public/preview/${encodeURIComponent(preview.secret)}`;
}
