import { Button, Flex, Input } from '@chakra-ui/react';
import { copyToClipboard } from './copy-to-clipboard';
import { FormField } from './form-kit';

interface OneTimeLinkFieldProps {
  /** "Invitation link (shown once)". */
  label: string;
  hint?: string;
  link: string;
  maxW?: string;
}

/**
 * A link the server answers once (an invitation, a reset link, a preview link): shown read-only, selected on
 * focus, with Copy. Only a hash of its secret is stored, so this is the one moment it can be handed over.
 */
export function OneTimeLinkField({ label, hint, link, maxW }: OneTimeLinkFieldProps) {
  const copy = () =>
    void copyToClipboard(link, { copied: 'Link copied', instead: 'Select the link and copy it yourself.' });
  return (
    <FormField label={label} hint={hint}>
      <Flex gap="2" width="full" maxW={maxW}>
        <Input size="sm" flex="1" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button size="sm" variant="outline" onClick={copy}>
          Copy link
        </Button>
      </Flex>
    </FormField>
  );
}
