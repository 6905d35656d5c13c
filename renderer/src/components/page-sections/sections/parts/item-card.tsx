import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { Item } from '../../../../../../contract/page-content/fields';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { SiteLink } from '../site-link';
import { cardSurface, interactiveCard, stretchedLink } from './card-surface';
import { IconTile } from './icon-tile';
import { RichText } from './rich-text';

function ItemText({ item, titleAs }: { item: Item; titleAs: 'h2' | 'h3' }) {
  return (
    <>
      <Heading as={titleAs} fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em" lineHeight="1.35">
        {item.link ? (
          <ChakraLink asChild css={stretchedLink}>
            <SiteLink href={item.link}>{item.title}</SiteLink>
          </ChakraLink>
        ) : (
          item.title
        )}
      </Heading>
      <Text asChild color="fg.muted" lineHeight="1.7">
        <RichText source={item.description} />
      </Text>
    </>
  );
}

/**
 * The unit most sections are made of. A linked item is a card (the whole card is the link, it lifts on
 * hover); an item that goes nowhere is set open under a rule, so only things that can be clicked look clickable.
 */
export function ItemCard({ item, titleAs = 'h3' }: { item: Item; titleAs?: 'h2' | 'h3' }) {
  if (!item.link) {
    return (
      <Stack
        gap="4"
        pt="6"
        pb={{ base: '4', md: '0' }}
        h="full"
        borderTopWidth="1px"
        borderColor="border"
        position="relative"
      >
        <Box aria-hidden="true" position="absolute" top="-1px" left="0" w="10" h="2px" bg="signal.solid" />
        {item.icon && <IconTile name={item.icon} />}
        <ItemText item={item} titleAs={titleAs} />
      </Stack>
    );
  }
  return (
    <Stack gap="4" p={{ base: '6', md: '7' }} h="full" css={{ ...cardSurface, ...interactiveCard }}>
      {item.icon && <IconTile name={item.icon} />}
      <ItemText item={item} titleAs={titleAs} />
      <HStack mt="auto" pt="1" gap="1.5" color="signal.fg" fontSize="sm" fontWeight="semibold" aria-hidden="true">
        <span>Learn more</span>
        <ArrowRightIcon size={16} />
      </HStack>
    </Stack>
  );
}
