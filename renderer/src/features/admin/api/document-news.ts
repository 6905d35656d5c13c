import { useCallback, useSyncExternalStore } from 'react';
import type { DocumentEvent, SavedVersion } from '../../../../../contract/admin/document-events';
import { documentEventsPath } from '../../../../../contract/admin/document-events';
import type { Presence } from '../../../../../contract/admin/presence';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { connectDocumentEvents } from './document-events-connection';

/** An item an editor has open, whose news it follows. */
export interface LiveDocument {
  collection: RevisionCollection;
  key: string;
}

/** What the item's event stream has said so far. */
export interface DocumentNews {
  /** Who else has it open. */
  others: Presence['others'];
  /** The newest version it told of (the current one when it opened, or a save since), with its block count if known. */
  latest: SavedVersion | null;
}

const nothingYet: DocumentNews = { others: [], latest: null };

interface Follow {
  news: DocumentNews;
  listeners: Set<() => void>;
  stop: () => void;
}

/**
 * One stream per item however many parts of a screen follow it (the presence note and the editor's notice), opened
 * by the first to subscribe and closed with the last. Live news rather than a TanStack query: nothing here is
 * fetched on demand or refetched, it arrives; the query cache would add nothing but a second copy.
 */
const follows = new Map<string, Follow>();

function update(follow: Follow, news: DocumentNews): void {
  follow.news = news;
  for (const listener of follow.listeners) listener();
}

function applied(news: DocumentNews, event: DocumentEvent): DocumentNews {
  if (event.event === 'presence') return { ...news, others: event.data.others };
  // A `current` after a reconnect may repeat a save already told, without its count: keep the one with it.
  return news.latest && news.latest.version >= event.data.version ? news : { ...news, latest: event.data };
}

function subscribe(live: LiveDocument, listener: () => void): () => void {
  const id = `${live.collection}/${live.key}`;
  let follow = follows.get(id);
  if (!follow) {
    const created: Follow = { news: nothingYet, listeners: new Set(), stop: () => undefined };
    follows.set(id, created);
    created.stop = connectDocumentEvents(documentEventsPath(live.collection, live.key), {
      onEvent: (event) => update(created, applied(created.news, event)),
      onDown: () => update(created, { ...created.news, others: [] }),
    });
    follow = created;
  }
  follow.listeners.add(listener);
  const following = follow;
  return () => {
    following.listeners.delete(listener);
    if (following.listeners.size > 0) return;
    following.stop();
    follows.delete(id);
  };
}

/** Follows an open item's news while mounted; nothing for an item not saved yet (`undefined`). */
export function useDocumentNews(live: LiveDocument | undefined): DocumentNews {
  const collection = live?.collection;
  const key = live?.key;
  const subscribeToItem = useCallback(
    (listener: () => void) =>
      collection === undefined || key === undefined ? () => undefined : subscribe({ collection, key }, listener),
    [collection, key],
  );
  const snapshot = () =>
    collection === undefined ? nothingYet : (follows.get(`${collection}/${key}`)?.news ?? nothingYet);
  return useSyncExternalStore(subscribeToItem, snapshot, () => nothingYet);
}

/** A version newer than `version` that the stream told of: a save someone else made while the editor is open. */
export function usePushedVersion(live: LiveDocument | undefined, version: number | undefined): SavedVersion | null {
  const { latest } = useDocumentNews(live);
  return latest && version !== undefined && latest.version > version ? latest : null;
}
