import { encodeForm, preparePicture } from './fuzz-form';
import type { Pools } from './fuzz-live';
import { remember } from './fuzz-live';
import { harnessExpect } from './harness-http';

interface MediaItem {
  id: number;
  url: string;
  renditions: { url: string }[];
}

/** Keeps an uploaded picture's id and addresses (original and renditions) for the media seeds. */
export function rememberMedia(pools: Pools, item: MediaItem): void {
  remember(pools.mediaIds, item.id);
  for (const url of [item.url, ...item.renditions.map((rendition) => rendition.url)]) remember(pools.mediaFiles, url);
}

/** A few pictures in the library, for the media routes and /media/{id}/{hash}/{file} to find. */
export async function setUpMedia(port: number, token: string, pools: Pools): Promise<void> {
  const data = await preparePicture();
  for (let index = 0; index < 3; index += 1) {
    const boundary = `----fuzzsetup${index}`;
    const bytes = encodeForm(boundary, [
      { name: 'alt', data: `Fuzz picture ${index}` },
      { name: 'file', filename: `fuzz-${index}.png`, type: 'image/png', data },
    ]);
    const answer = await harnessExpect(port, 'POST', '/api/admin/media', {
      token,
      form: { contentType: `multipart/form-data; boundary=${boundary}`, bytes },
    });
    rememberMedia(pools, answer.json as MediaItem);
  }
}
