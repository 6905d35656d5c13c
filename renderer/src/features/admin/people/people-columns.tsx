import { Button, Flex, Image, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPerson } from '../../../../../contract/admin/admin-people';
import { plural } from '../../../../../contract/plural';
import { formatDateTime } from '../shell/format-date';

export interface PersonActions {
  /** Absent for roles that cannot edit: the row has no buttons. */
  edit?: (person: AdminPerson) => void;
  remove?: (person: AdminPerson) => void;
}

/** Stands in for a photo not chosen yet: "Mara Lindqvist" → "ML". */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** The People list's columns; the last holds Edit and Delete for roles that may change people. */
export function peopleColumns({ edit, remove }: PersonActions): ColumnDef<AdminPerson, unknown>[] {
  const columns: ColumnDef<AdminPerson, unknown>[] = [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (row) => row.name,
      enableSorting: true,
      cell: ({ row }) => (
        <Flex align="center" gap="3">
          <Flex
            w="10"
            h="10"
            flexShrink={0}
            borderRadius="full"
            overflow="hidden"
            bg="bg.muted"
            align="center"
            justify="center"
            fontSize="sm"
            fontWeight="semibold"
            color="fg.muted"
            aria-hidden="true"
          >
            {row.original.photo ? (
              <Image src={row.original.photo.src} alt="" w="full" h="full" objectFit="cover" />
            ) : (
              initials(row.original.name)
            )}
          </Flex>
          <Text fontWeight="semibold">{row.original.name}</Text>
        </Flex>
      ),
    },
    { id: 'role', header: 'Role', accessorFn: (row) => row.role, enableSorting: true },
    { id: 'credentials', header: 'Credentials', accessorFn: (row) => row.credentials.join(', ') },
    {
      id: 'articles',
      header: 'Articles',
      accessorFn: (row) => row.articleCount,
      enableSorting: true,
      cell: ({ row }) => plural(row.original.articleCount, 'article'),
    },
    {
      id: 'updated',
      header: 'Last change',
      accessorFn: (row) => row.updatedAt,
      enableSorting: true,
      cell: ({ row }) => <Text fontSize="sm">{formatDateTime(row.original.updatedAt)}</Text>,
    },
  ];
  if (!edit || !remove) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Flex gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Edit ${row.original.name}`}
            onClick={() => edit(row.original)}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${row.original.name}`}
            onClick={() => remove(row.original)}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];
}
