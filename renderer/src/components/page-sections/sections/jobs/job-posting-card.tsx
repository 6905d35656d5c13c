import { Badge, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { JobPosting } from '../../../../../../contract/page-content/careers';
import { MapPinIcon } from '../../../../components/icons/ui-icons';
import { entryAnchorId } from '../entry-anchor';
import { cardSurface } from '../parts/card-surface';
import { JobApplyPanel } from './job-apply-panel';
import { JobPostingDetails } from './job-posting-details';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../../lib/theme/extended-recipes';
import { RichText } from '../parts/rich-text';

function Meta({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <HStack as="span" gap="1.5" color="fg.muted" fontSize="sm">
      {icon}
      {children}
    </HStack>
  );
}

/** One open role: what, where and on what terms at a glance; the detail lists and the application form on demand. */
export function JobPostingCard({ posting, blockAnchor }: { posting: JobPosting; blockAnchor: string }) {
  const anchor = entryAnchorId(blockAnchor, posting.title);
  return (
    <Stack
      as="article"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      scrollMarginTop={{ base: '28', lg: '32' }}
      gap="5"
      p={{ base: '6', md: '8' }}
      css={cardSurface}
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        gap={{ base: '4', md: '8' }}
        align={{ md: 'flex-start' }}
      >
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="signal" variant="subtle" borderRadius="full" px="2.5" size="md">
              {posting.department}
            </Badge>
            <Badge variant="outline" colorPalette="gray" borderRadius="full" px="2.5" size="md">
              {posting.type}
            </Badge>
          </HStack>
          <Heading
            as="h3"
            id={`${anchor}-title`}
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="semibold"
            letterSpacing="-0.02em"
          >
            {posting.title}
          </Heading>
          <Flex gap={{ base: '2', md: '5' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
            <Meta icon={<MapPinIcon size={16} />}>{posting.location}</Meta>
            <Meta>
              <Text as="span" fontWeight="semibold" color="fg">
                {posting.salary}
              </Text>
            </Meta>
          </Flex>
        </Stack>
      </Flex>
      <Text asChild color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" maxW="4xl">
        <RichText source={posting.description} />
      </Text>
      {posting.tags.length > 0 && (
        <HStack as="ul" aria-label="Skills" listStyleType="none" m="0" p="0" gap="2" wrap="wrap">
          {posting.tags.map((tag) => (
            <Badge as="li" key={tag} variant="surface" colorPalette="gray" borderRadius="md" size="sm" px="2">
              {tag}
            </Badge>
          ))}
        </HStack>
      )}
      <JobPostingDetails posting={posting} />
      <JobApplyPanel posting={posting} anchor={anchor} />
    </Stack>
  );
}
