import { NativeSelect, Switch } from '@chakra-ui/react';
import type { AdminUser } from '../../../../../contract/admin/admin-users';
import type { Role } from '../../../../../contract/user';
import { RoleSchema } from '../../../../../contract/user';

interface ControlProps {
  user: AdminUser;
  busy: boolean;
  onChange: (patch: { role?: Role; disabled?: boolean }) => void;
}

const isRole = (value: string): value is Role => RoleSchema.options.some((role) => role === value);

export function RoleSelect({ user, busy, onChange }: ControlProps) {
  return (
    <NativeSelect.Root size="sm" width="32" disabled={busy}>
      <NativeSelect.Field
        aria-label={`Role of ${user.displayName}`}
        value={user.role}
        onChange={(event) => {
          if (isRole(event.target.value)) onChange({ role: event.target.value });
        }}
      >
        {RoleSchema.options.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** "Disabled" reads as the state it sets: on means the account cannot sign in. */
export function DisabledSwitch({ user, busy, onChange }: ControlProps) {
  return (
    <Switch.Root
      size="sm"
      checked={user.disabled}
      disabled={busy}
      onCheckedChange={(details) => onChange({ disabled: details.checked })}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>Disable {user.displayName}</Switch.Label>
    </Switch.Root>
  );
}
