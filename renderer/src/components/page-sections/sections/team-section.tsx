import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { TeamPerson } from '../../../../../contract/page-content/team';
import { cardSurface } from './parts/card-surface';
import { StyledContentImage } from './parts/styled-content-image';
import { Monogram } from './parts/monogram';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';
import { RichText } from './parts/rich-text';

/** One person's card: portrait (or initials), name, role, credentials, a short bio and their profile links. */
function TeamCard({ person }: { person: TeamPerson }) {
  return (
    <Stack as="li" gap="5" p={{ base: '6', md: '7' }} css={cardSurface}>
      <Flex gap="4" align="center">
        {person.photo ? (
          <Box w="16" h="16" borderRadius="full" overflow="hidden" flexShrink={0}>
            <StyledContentImage image={person.photo} sizes="4rem" w="full" h="full" objectFit="cover" />
          </Box>
        ) : (
          <Monogram name={person.name} size="lg" />
        )}
        <Box>
          <Heading as="h3" fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
            {person.name}
          </Heading>
          <Text fontSize="sm" fontWeight="medium" color="signal.fg" mt="0.5">
            {person.role}
          </Text>
          {person.credentials.length > 0 && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {person.credentials.join(' · ')}
            </Text>
          )}
        </Box>
      </Flex>
      {person.bio !== '' && (
        <Text asChild color="fg.muted" lineHeight="1.7">
          <RichText source={person.bio} />
        </Text>
      )}
      {person.links.length > 0 && (
        <HStack as="ul" listStyleType="none" m="0" p="0" gap="4" wrap="wrap" fontSize="sm">
          {person.links.map((link) => (
            <li key={link.url}>
              <Link href={link.url} rel="noopener noreferrer" color="fg" textDecoration="underline">
                {link.label} <VisuallyHidden>({person.name})</VisuallyHidden>
              </Link>
            </li>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The people a team section names, as the People collection writes them (issue 30): the server fills each member's
 * person in, and leaves out one whose person is gone.
 */
export function TeamSectionView({ data, headingId }: SectionRendererProps<'teamSection'>) {
  const people = data.members.flatMap((member) => (member.person ? [{ id: member.personId, ...member.person }] : []));
  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap={{ base: '5', md: '6' }}
      >
        {people.map(({ id, ...person }) => (
          <TeamCard key={id} person={person} />
        ))}
      </SimpleGrid>
    </>
  );
}
