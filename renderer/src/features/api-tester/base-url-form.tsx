import { Button, Field, Flex, Input } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { parseBaseUrl } from './tester-base-urls';

export interface BaseUrlFormProps {
  value: string;
  /** True while the tab follows the site's own origin rather than a saved URL. */
  isDefault: boolean;
  /** `undefined` goes back to the default. */
  onChange(url: string | undefined): void;
}

/** Web only: points a tab at another backend (which must allow this origin through CORS). */
export function BaseUrlForm({ value, isDefault, onChange }: BaseUrlFormProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBaseUrl(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setDraft(parsed.url);
    onChange(parsed.url);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Base URL">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={error !== null} flex="1" minWidth="60">
          <Field.Label>Base URL</Field.Label>
          <Input
            size="sm"
            fontFamily="mono"
            inputMode="url"
            spellCheck={false}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">
          Apply
        </Button>
        {!isDefault && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(undefined)}>
            Reset
          </Button>
        )}
      </Flex>
    </form>
  );
}
