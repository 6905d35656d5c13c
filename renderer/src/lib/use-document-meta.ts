import { useEffect } from 'react';
import { brand } from '../../../contract/brand';

/** The tab title of a page: the server render writes the same into <title>. */
export const documentTitle = (title: string) => `${title} — ${brand.name}`;

/**
 * Sets the tab title ("Page — Aegisline") and the meta description for the page being shown. Without a title
 * (still loading, or a child such as not-found names the page) it leaves both as they are.
 */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
