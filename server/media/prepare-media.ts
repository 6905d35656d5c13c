import { makeRenditions } from './make-renditions';
import { mediaName } from './media-name';
import { readImage } from './read-image';
import type { NewMedia } from '../repositories/media-repository';

/** Checks an uploaded file and makes its renditions: everything the library stores, before anything is stored. */
export async function prepareMedia(file: { fileName: string; data: Buffer }, alt: string): Promise<NewMedia> {
  const image = await readImage(file.data);
  const renditions = await makeRenditions(image.data, image.format, image.width);
  return { name: mediaName(file.fileName), alt, image, renditions };
}
