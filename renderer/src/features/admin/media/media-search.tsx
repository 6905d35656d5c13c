import { Input } from '@chakra-ui/react';
import { FormField } from '../shell/form-kit';

/** The library's search box: name or text alternative. */
export function MediaSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label="Search images" layout={{ width: { base: 'full', md: 'md' } }}>
      <Input
        size="sm"
        type="search"
        placeholder="Name or description"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}
