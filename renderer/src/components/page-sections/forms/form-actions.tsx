import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { PrivacyNote } from './privacy-note';
import { SubmissionErrorAlert } from './submission-error-alert';

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  failureTitle: string;
  failure?: string | undefined;
  note?: string | undefined;
}

/** The foot of a public form: any failure no field owns, then the submit button with its note. */
export function FormActions({ submitLabel, pending, failureTitle, failure, note }: FormActionsProps) {
  return (
    <Stack gap="5" mt="8">
      {failure && <SubmissionErrorAlert title={failureTitle} message={failure} />}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '4', md: '8' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
      >
        {note ? (
          <Text textStyle="sm" color="fg.muted" maxWidth="md">
            <PrivacyNote text={note} />
          </Text>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          colorPalette="brand"
          borderRadius="full"
          size="lg"
          px="8"
          flexShrink="0"
          loading={pending}
          loadingText="Sending…"
        >
          {submitLabel}
        </Button>
      </Flex>
    </Stack>
  );
}
