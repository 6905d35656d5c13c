import path from 'node:path';
import { mediaLimits } from '../../contract/media/media-rules';

/**
 * The uploaded file's name as it appears in the image's address (`/media/7/…/team-offsite.webp`): lower-case
 * letters, digits and hyphens only, so it never needs escaping and carries nothing from the uploader's disk.
 */
export function mediaName(fileName: string): string {
  const stem = path
    .basename(fileName)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, mediaLimits.maxNameLength)
    .replace(/-+$/, '');
  return stem || 'image';
}
