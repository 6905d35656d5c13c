import { Box, Button, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { AuditLogFilter } from '../../../../../contract/admin/audit-log';
import { auditActionLabels, auditActions, AuditLogFilterSchema } from '../../../../../contract/admin/audit-log';
import { useAdminUsers } from '../api/users-list-query';
import { InputField, SelectField } from '../shell/form-kit';

interface FilterValues {
  actor: string;
  action: string;
  item: string;
  from: string;
  to: string;
}

// The schema reads query-string text (blank means "no filter"), which is exactly what these inputs hold.
const resolver = zodResolver(AuditLogFilterSchema) as unknown as Resolver<FilterValues, unknown, AuditLogFilter>;

const actionOptions = auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }));

interface AuditLogFiltersProps {
  filter: AuditLogFilter;
  onApply: (filter: AuditLogFilter) => void;
}

/**
 * Below `md` the five filters would fill a phone's first screen before any entry, so they fold behind a "Filters"
 * button that says how many apply; from `md` up they stay open beside each other and the button is not drawn.
 */
export function AuditLogFilters({ filter, onApply }: AuditLogFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const active = Object.values(filter).filter((value) => value !== undefined).length;
  // On a phone the answer is the point: fold the filters away and put focus back on the button that opens them
  // (on a wide screen the button is not drawn, focus() does nothing, and it stays where it was).
  const apply = (next: AuditLogFilter) => {
    onApply(next);
    setOpen(false);
    toggle.current?.focus();
  };
  const users = useAdminUsers(1);
  const actorOptions = (users.data?.items ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.displayName} (${user.username})`,
  }));
  const values: FilterValues = {
    actor: filter.actor === undefined ? '' : String(filter.actor),
    action: filter.action ?? '',
    item: filter.item ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  };
  // `values` keeps the inputs in step with the URL (back/forward, a cleared filter).
  const form = useForm<FilterValues, unknown, AuditLogFilter>({ resolver, values });
  const { register } = form;
  const errors = form.formState.errors;

  return (
    <>
      <Button
        ref={toggle}
        hideFrom="md"
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {active > 0 ? `Filters (${active} active)` : 'Filters'}
      </Button>
      <Box id={panelId} display={{ base: open ? 'block' : 'none', md: 'block' }}>
        <form onSubmit={(event) => void form.handleSubmit(apply)(event)} noValidate aria-label="Filters">
          <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
            <SelectField
              label="Who"
              layout={{ width: 'auto', minWidth: '48' }}
              options={actorOptions}
              emptyOption="Anyone"
              error={errors.actor?.message}
              {...register('actor')}
            />
            <SelectField
              label="Action"
              layout={{ width: 'auto', minWidth: '56' }}
              options={actionOptions}
              emptyOption="Any action"
              error={errors.action?.message}
              {...register('action')}
            />
            <InputField
              label="Item"
              layout={{ width: 'auto', flex: '1', minWidth: '48' }}
              type="search"
              placeholder="Name, address or page:12"
              error={errors.item?.message}
              {...register('item')}
            />
            <InputField
              label="From"
              layout={{ width: 'auto' }}
              type="date"
              error={errors.from?.message}
              {...register('from')}
            />
            <InputField
              label="To"
              layout={{ width: 'auto' }}
              type="date"
              error={errors.to?.message}
              {...register('to')}
            />
            <Button type="submit" size="sm" colorPalette="navy">
              Apply filters
            </Button>
            <Button size="sm" variant="outline" onClick={() => apply({})}>
              Clear
            </Button>
          </Flex>
        </form>
      </Box>
    </>
  );
}
