import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { useAdminGlobalComponent } from '../api/global-component-query';
import { PresenceNote } from '../editor/presence-note';
import { RevisionsList } from './revisions-list';

interface ComponentPanelProps<S extends z.ZodMiniType> {
  name: GlobalComponentName;
  schema: S;
  fallback: z.output<S>;
  render: (initial: z.output<S>, component: AdminGlobalComponent) => ReactNode;
}

/**
 * Loads one component and hands its content to the editor. Stored content that no longer parses opens
 * as the built-in default, which is what the public site shows in that case too.
 */
export function ComponentPanel<S extends z.ZodMiniType>({ name, schema, fallback, render }: ComponentPanelProps<S>) {
  const query = useAdminGlobalComponent(name);
  if (query.isPending) return <Skeleton height="64" />;
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{query.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const parsed = schema.safeParse(query.data.content);
  const initial: z.output<S> = parsed.success ? parsed.data : fallback;
  return (
    <Stack gap="8">
      <PresenceNote collection="global-components" itemKey={name} />
      {/* Keyed by the save time, so a save or a restore reopens the form on what the server now holds. */}
      <Stack key={query.data.updatedAt}>{render(initial, query.data)}</Stack>
      <RevisionsList name={name} />
    </Stack>
  );
}
