import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../../components/icons/ui-icons';

const pillStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  alignSelf: 'flex-start',
  px: '3.5',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.200',
  bg: 'whiteAlpha.50',
  color: 'signal.100',
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: '1.4',
} as const;

function Pulse() {
  return (
    <Box
      as="span"
      aria-hidden="true"
      w="2"
      h="2"
      flexShrink={0}
      borderRadius="full"
      bg="signal.300"
      boxShadow="0 0 0 4px rgba(82, 214, 194, 0.18)"
    />
  );
}

/** A subpage's way back to its parent ("Services ›"), in the hero's pill style. */
export function ParentCrumb({ title, href }: { title: string; href: string }) {
  return (
    <Box as="nav" aria-label="Breadcrumb">
      <ChakraLink asChild {...pillStyles} textDecoration="none" _hover={{ bg: 'whiteAlpha.100', color: 'white' }}>
        <Link to={href}>
          <Pulse />
          {title}
          <ChevronRightIcon size={14} />
        </Link>
      </ChakraLink>
    </Box>
  );
}

/** The pill that carries a slide banner's overall title (the page's h1) above the rotating headlines. */
export function HeroPill({ children, as = 'p' }: { children: string; as?: 'h1' | 'p' }) {
  return (
    <Flex {...pillStyles}>
      <Pulse />
      <Text as={as} fontSize="sm" fontWeight="medium" letterSpacing="0.01em" m="0">
        {children}
      </Text>
    </Flex>
  );
}
