import { Box, Button, Heading, Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { JobPosting } from '../../../../../../contract/page-content/careers';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { lazyComponent } from '../../../../lib/lazy-component';
import { SiteLink } from '../site-link';

const JobApplicationForm = lazyComponent(() =>
  import('../../forms/job-application-form').then((m) => m.JobApplicationForm),
);

/**
 * "Apply for this role" opens the application form inline, under the posting it belongs to, and moves
 * focus to the form's heading; a posting with its own application link sends visitors there instead.
 */
export function JobApplyPanel({ posting, anchor }: { posting: JobPosting; anchor: string }) {
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = `${anchor}-apply`;

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

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
    <Box>
      <Button
        colorPalette="brand"
        variant={open ? 'outline' : 'solid'}
        borderRadius="full"
        px="6"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Apply for this role
      </Button>
      <Box id={panelId} hidden={!open} mt="6" pt="6" borderTopWidth="1px" borderColor="border">
        {open && (
          <>
            <Heading
              as="h4"
              ref={headingRef}
              tabIndex={-1}
              fontSize="lg"
              fontWeight="semibold"
              mb="1"
              _focusVisible={{ outline: 'none' }}
            >
              Apply for {posting.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb="6">
              Fields marked with an asterisk are required.
            </Text>
            <Suspense fallback={<Skeleton height="520px" borderRadius="xl" />}>
              <JobApplicationForm jobTitle={posting.title} />
            </Suspense>
          </>
        )}
      </Box>
    </Box>
  );
}
