import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { invitationDays } from '../../../../../contract/invitations';
import type { Role } from '../../../../../contract/user';
import { RoleSchema } from '../../../../../contract/user';
import { getPlatform } from '../../../lib/platform/platform';
import { toastError } from '../../../lib/toaster';
import { useCreateInvitation } from '../api/invitations-query';
import { InputField, SelectField } from '../shell/form-kit';
import { OneTimeLinkField } from '../shell/one-time-link-field';

const isRole = (value: string): value is Role => RoleSchema.options.some((role) => role === value);

/** The site's own address: the web app's origin, or on the desktop the backend it talks to. */
const siteOrigin = () => getPlatform().apiBase || window.location.origin;

/**
 * Makes an invitation link and shows it this once, to copy and hand over (a chat message, a call): no mail server,
 * and the server keeps only its hash, so it cannot be shown again.
 */
export function InvitationForm() {
  const create = useCreateInvitation();
  const [role, setRole] = useState<Role>('editor');
  const [note, setNote] = useState('');
  const [days, setDays] = useState(String(invitationDays.default));
  const [link, setLink] = useState<string | null>(null);
  const submit = async () => {
    try {
      const created = await create.mutateAsync({ role, note, days: Number(days) });
      setLink(`${siteOrigin()}${created.path}`);
      setNote('');
    } catch (error) {
      toastError('Invitation not created', error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SelectField
          label="Role"
          value={role}
          layout={{ width: '36' }}
          options={RoleSchema.options.map((option) => ({ value: option, label: option }))}
          onChange={(event) => {
            if (isRole(event.target.value)) setRole(event.target.value);
          }}
        />
        <InputField
          label="For whom (a note for admins)"
          value={note}
          maxLength={120}
          layout={{ flex: '1', minWidth: '48' }}
          onChange={(event) => setNote(event.target.value)}
        />
        <InputField
          label="Valid for (days)"
          type="number"
          min={invitationDays.min}
          max={invitationDays.max}
          value={days}
          layout={{ width: '32' }}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button colorPalette="navy" size="sm" loading={create.isPending} onClick={() => void submit()}>
          Create invitation link
        </Button>
      </Flex>
      {link && (
        <OneTimeLinkField
          label="Invitation link (shown once)"
          hint="Send it to the person yourself; it works once."
          maxW="3xl"
          link={link}
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        An invited person chooses their own username and password and joins with this role, without waiting for
        approval.
      </Text>
    </Stack>
  );
}
