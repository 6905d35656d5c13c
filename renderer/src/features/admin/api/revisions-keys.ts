import type { RevisionCollection } from '../../../../../contract/admin/revisions';

export const revisionKeys = {
  all: ['admin', 'revisions'] as const,
  entity: (collection: RevisionCollection, id: number) => [...revisionKeys.all, collection, id] as const,
  list: (collection: RevisionCollection, id: number, page: number) =>
    [...revisionKeys.entity(collection, id), page] as const,
};
