import { Button, Flex, Text } from '@chakra-ui/react';
import type { Actor } from '../../../../../contract/admin/admin-fields';

interface FormFooterProps {
  label: string;
  pending: boolean;
  canEdit: boolean;
  updatedAt: string;
  updatedBy: Actor;
}

/** The save button and who saved last; read-only roles get no button, the notice above explains why. */
export function FormFooter({ label, pending, canEdit, updatedAt, updatedBy }: FormFooterProps) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Last saved {new Date(updatedAt).toLocaleString()}
        {updatedBy ? ` by ${updatedBy.displayName}` : ''}
      </Text>
      {canEdit && (
        <Button type="submit" loading={pending} colorPalette="navy">
          {label}
        </Button>
      )}
    </Flex>
  );
}
