import { chakra, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaUsage } from '../../../../../contract/admin/admin-media';

/** The pages and components that show the picture, each a link to its editor. */
export function MediaUsageList({ usedOn }: { usedOn: readonly MediaUsage[] }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        Where it is used
      </Text>
      {usedOn.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Not used
        </Text>
      ) : (
        <chakra.ul ps="5" fontSize="sm">
          {usedOn.map((usage) => (
            <li key={`${usage.kind}-${usage.id}`}>
              <Link asChild colorPalette="navy">
                <RouterLink to={usage.editPath}>{usage.title}</RouterLink>
              </Link>
            </li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
