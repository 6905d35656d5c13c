import { Box, Text, chakra } from '@chakra-ui/react';
import type { Outcome } from '../../../../../../contract/page-content/case-studies';

/**
 * A case study's measured results as a definition list: the figure (term) large in the accent colour, what it
 * measures (definition) under it. On the card's tinted side panel, one column on phones, two from md.
 */
export function OutcomeFigures({ outcomes }: { outcomes: readonly Outcome[] }) {
  return (
    <chakra.dl
      m="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: outcomes.length > 1 ? 'repeat(2, 1fr)' : '1fr' }}
      alignContent="center"
      gap={{ base: '6', md: '8' }}
      p={{ base: '6', md: '10' }}
      bg="signal.subtle"
      borderTopWidth={{ base: '1px', lg: '0' }}
      borderLeftWidth={{ base: '0', lg: '1px' }}
      borderColor="border"
    >
      {outcomes.map((outcome, index) => (
        // A <div> per pair is what HTML allows inside <dl> to group a term with its definition.
        <Box key={index}>
          <chakra.dt
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="semibold"
            letterSpacing="-0.03em"
            lineHeight="1"
            color="signal.fg"
            fontVariantNumeric="tabular-nums"
          >
            {outcome.value}
          </chakra.dt>
          <chakra.dd m="0" mt="2" color="fg" fontSize="sm" lineHeight="1.5">
            <Text as="span">{outcome.label}</Text>
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
