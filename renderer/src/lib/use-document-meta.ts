import { useEffect } from 'react';
import { brand } from '../../../contract/brand';

/** Sets the tab title ("Page — Aegisline") and the meta description for the page being shown. */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${brand.name}` : brand.name;
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
