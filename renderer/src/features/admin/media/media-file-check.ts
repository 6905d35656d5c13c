import { mediaLimits, mediaMessages } from '../../../../../contract/media/media-rules';

/** Types the file picker offers; the server still judges each file by its bytes. */
export const acceptedImageTypes = 'image/png,image/jpeg,image/webp,image/avif,image/svg+xml';

/** What can be told before sending (empty, too big); null when the file may go. */
export function fileProblem(file: File | undefined): string | null {
  if (!file) return mediaMessages.noFile;
  if (file.size === 0) return mediaMessages.empty;
  if (file.size > mediaLimits.maxBytes) return mediaMessages.tooLarge;
  return null;
}
