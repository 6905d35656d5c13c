import { useQuery } from '@tanstack/react-query';
import { fetchFileBlob } from './download-file';
import { adminMediaKey } from './media-list-query';

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A kept file to look at. The staff-only address needs the session's credentials, which an <img> would not send in
 * token mode, so it is fetched and shown as a data: URL (the page's CSP allows data: images, not blob: ones).
 * Undefined until it has arrived.
 */
export function useRevisionPreview(fileUrl: string): string | undefined {
  return useQuery({
    queryKey: [...adminMediaKey, 'revision-file', fileUrl] as const,
    queryFn: async ({ signal }) => dataUrl(await fetchFileBlob(fileUrl, signal)),
    // A kept file never changes.
    staleTime: Infinity,
  }).data;
}
