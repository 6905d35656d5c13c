import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { isAllowedLink, linkMessage } from '../../../../../../contract/link-rules';
import { markdownHref } from './markdown-links';

interface ExternalLinkFormProps {
  initialHref: string;
  submitLabel: string;
  onPick: (href: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * An address typed by hand: another site, an email or phone link, or a path. Checked by the one link rule the
 * server and the public site apply (`contract/link-rules.ts`), with its wording, before it goes into the text.
 */
export function ExternalLinkForm({ initialHref, submitLabel, onPick, inputRef }: ExternalLinkFormProps) {
  const [href, setHref] = useState(initialHref);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Stops the editor's own form (the page) from being sent: this form sits inside it in the React tree.
    event.stopPropagation();
    const address = markdownHref(href);
    if (!isAllowedLink(address)) {
      setProblem(address === '' ? 'Enter an address' : linkMessage);
      inputRef.current?.focus();
      return;
    }
    onPick(address);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" align="start">
        <Field.Root invalid={problem !== null} required>
          <Field.Label>
            Address <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={inputRef}
            size="sm"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://example.com/page"
            maxLength={500}
            value={href}
            onChange={(event) => {
              setHref(event.currentTarget.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <Field.ErrorText>{problem}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              An http(s):// address, mailto: with one address, tel:, or a path on this site.
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
