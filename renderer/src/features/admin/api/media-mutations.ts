import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import type { FocalPoint } from '../../../../../contract/media/focal-point';
import { MediaItemSchema } from '../../../../../contract/admin/admin-media';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api/request';
import { adminMediaKey, adminMediaPath } from './media-list-query';

export interface MediaUpload {
  file: File;
  alt: string;
}

export function uploadMedia({ file, alt }: MediaUpload): Promise<MediaItem> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return apiRequest(adminMediaPath, { method: 'POST', body: form, schema: MediaItemSchema, retry: false });
}

export interface MediaChange {
  id: number;
  alt: string;
  focus?: FocalPoint | undefined;
  /** A new picture for the same item: it gets a new address and the pages showing it follow. */
  file?: File | undefined;
}

/** The alt text and focal point (JSON), or a new file with the alt text (multipart; the focal point stays). */
export function updateMedia({ id, alt, focus, file }: MediaChange): Promise<MediaItem> {
  let body: FormData | { alt: string; focus?: FocalPoint } = focus ? { alt, focus } : { alt };
  if (file) {
    body = new FormData();
    body.append('alt', alt);
    body.append('file', file);
  }
  return apiRequest(`${adminMediaPath}/${id}`, { method: 'PUT', body, schema: MediaItemSchema, retry: false });
}

export function restoreMediaRevision({ id, revisionId }: { id: number; revisionId: number }): Promise<MediaItem> {
  return apiRequest(`${adminMediaPath}/${id}/revisions/${revisionId}/restore`, {
    method: 'POST',
    schema: MediaItemSchema,
    retry: false,
  });
}

export function deleteMedia(id: number): Promise<unknown> {
  return apiRequest(`${adminMediaPath}/${id}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

/** Every library change refreshes the lists, items and revisions (usage, names and addresses may all have moved). */
function useMediaMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: adminMediaKey }) });
}

export const useUploadMedia = () => useMediaMutation(uploadMedia);
export const useUpdateMedia = () => useMediaMutation(updateMedia);
export const useDeleteMedia = () => useMediaMutation(deleteMedia);
export const useRestoreMediaRevision = () => useMediaMutation(restoreMediaRevision);
