import type { ContentChange } from '../../http/content-change';
import { changeTouches } from '../../http/content-change';

/**
 * Whether a change may have altered what is published of articles or of the people who write them (the feed, the
 * sitemap's insights addresses). Their admin writes name their public answers; anything else that is not
 * targeted (a rename, scheduled publishing, another instance's missed notice) is `everything`.
 */
export const articlesChanged = (change: ContentChange): boolean =>
  changeTouches(change, '/api/public/articles') || changeTouches(change, '/api/public/people');
