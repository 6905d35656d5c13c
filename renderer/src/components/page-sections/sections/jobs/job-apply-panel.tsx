import { Box, Button, Heading, Text, useRecipe } from '@chakra-ui/react';
import type { JobPosting } from '../../../../../../contract/page-content/careers';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { useFormReply } from '../../../../lib/forms/form-reply';
import { JobApplicationForm } from '../../forms/job-application-form';
import { Disclosure, DisclosureSummary } from '../parts/disclosure';
import { SiteLink } from '../site-link';

/**
 * "Apply for this role" opens the application form inline, under the posting it belongs to: a `<details>`, so
 * the form is in the server's HTML and opens (and posts) without JavaScript. The form comes in this section's
 * chunk, so the server's markup and the live one match and what a visitor typed before the code came is kept.
 * A posting with its own application link sends visitors there instead.
 */
export function JobApplyPanel({ posting, anchor }: { posting: JobPosting; anchor: string }) {
  const button = useRecipe({ key: 'button' });
  // The page answers this posting's form (sent without JavaScript): it opens on the reply.
  const replied = useFormReply('job-application', anchor) !== undefined;
  if (posting.applyLink) {
    return (
      <Box>
        <Button asChild colorPalette="brand" borderRadius="full" px="6">
          <SiteLink href={posting.applyLink}>
            Apply for this role
            <ArrowRightIcon size={16} />
          </SiteLink>
        </Button>
      </Box>
    );
  }

  return (
    <Disclosure id={`${anchor}-apply`} open={replied || undefined}>
      {/* Styled as the brand's button: solid while closed, outlined while the form shows. The outline recipe sets
          no background, so the solid one's teal would stay under the outline's light text (2.2:1 in the dark theme). */}
      <DisclosureSummary
        css={{
          ...button({ size: 'md', variant: 'solid' }),
          '[open] > &': { ...button({ size: 'md', variant: 'outline' }), bg: 'transparent' },
        }}
        colorPalette="brand"
        borderRadius="full"
        px="6"
        width="fit-content"
      >
        Apply for this role
      </DisclosureSummary>
      <Box mt="6" pt="6" borderTopWidth="1px" borderColor="border">
        <Heading as="h4" fontSize="lg" fontWeight="semibold" mb="1">
          Apply for {posting.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="6">
          Fields marked with an asterisk are required.
        </Text>
        <JobApplicationForm jobTitle={posting.title} anchor={anchor} />
      </Box>
    </Disclosure>
  );
}
