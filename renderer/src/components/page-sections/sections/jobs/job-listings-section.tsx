import { Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '../../../../../../contract/plural';
import { paths } from '../../../../lib/paths';
import { ArrowLink } from '../parts/arrow-link';
import { SectionHeading } from '../section-heading';
import type { SectionRendererProps } from '../section-props';
import { EmptyPanel } from '../parts/empty-panel';
import { JobPostingCard } from './job-posting-card';

/** Open roles, one card each; no postings is a real state and says so. Its id is the careers banner's link target. */
export function JobListingsView({ data, id, headingId }: SectionRendererProps<'jobListingsSection'>) {
  const count = data.jobPostings.length;
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
        action={
          count > 0 && (
            <Text color="fg.muted" fontWeight="medium" fontSize="sm">
              {plural(count, 'open role')}
            </Text>
          )
        }
      />
      {count === 0 ? (
        <EmptyPanel>
          <Heading as="h3" fontSize="lg" fontWeight="semibold">
            No open roles right now
          </Heading>
          <Text color="fg.muted" mt="2" mb="5">
            We still like to hear from good people. Tell us about yourself and what you would like to do.
          </Text>
          <ArrowLink href={paths.contact}>Get in touch</ArrowLink>
        </EmptyPanel>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap={{ base: '5', md: '6' }}>
          {data.jobPostings.map((posting, index) => (
            <li key={index}>
              <JobPostingCard posting={posting} blockAnchor={id} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
