import type { MediaItem, MediaUsage } from '../../../../../contract/admin/admin-media';

/** "240 KB", "1.4 MB": how big a file is, as staff say it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Used on Home, Services" or "Not used". */
export function usageText(usedOn: readonly MediaUsage[]): string {
  return usedOn.length === 0 ? 'Not used' : `Used on ${usedOn.map((usage) => usage.title).join(', ')}`;
}

export function dimensions(item: Pick<MediaItem, 'width' | 'height'>): string {
  return `${item.width} × ${item.height}`;
}

/** "PNG", "SVG": a file's type as its short name. */
export function mimeLabel(mimeType: string): string {
  return mimeType.replace('image/', '').replace('+xml', '').toUpperCase();
}
