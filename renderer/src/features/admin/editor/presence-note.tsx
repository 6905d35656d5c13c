import { Text } from '@chakra-ui/react';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { useDocumentNews } from '../api/document-news';

const names = (people: { displayName: string }[]) => {
  const all = people.map((person) => person.displayName);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
};

/**
 * "Also open by …" while someone else has the same item open: a hint to talk before both save. The item's event
 * stream says so as soon as they open it (api/document-news.ts), on both sides.
 */
export function PresenceNote({ collection, itemKey }: { collection: RevisionCollection; itemKey: string }) {
  const { others } = useDocumentNews({ collection, key: itemKey });
  return (
    <Text role="status" fontSize="sm" color="fg.muted" minHeight="1lh">
      {others.length > 0 ? `Also open by ${names(others)}` : ''}
    </Text>
  );
}
