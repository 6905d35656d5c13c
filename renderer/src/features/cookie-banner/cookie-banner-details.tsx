import { Box, chakra, Text } from '@chakra-ui/react';

/**
 * The longer explanation behind "Read more". It animates open over the spec's 0.3 s by growing a grid row
 * from 0fr to 1fr (no height measuring); `visibility` keeps the collapsed text out of the tab order and
 * the accessibility tree, and flips only after the closing animation so the fade stays visible.
 */
export function CookieBannerDetails({ id, expanded }: { id: string; expanded: boolean }) {
  return (
    <Box
      id={id}
      display="grid"
      gridTemplateRows={expanded ? '1fr' : '0fr'}
      opacity={expanded ? 1 : 0}
      visibility={expanded ? 'visible' : 'hidden'}
      transition="grid-template-rows 0.3s ease, opacity 0.3s ease, visibility 0.3s"
      _motionReduce={{ transition: 'none' }}
    >
      <Box overflow="hidden" minH="0">
        <chakra.ul listStyle="none" m="0" p="0" pt="3" display="flex" flexDirection="column" gap="2" textStyle="sm">
          <li>
            <Text as="span" fontWeight="semibold" color="fg">
              Theme preference
            </Text>{' '}
            remembers whether you chose light or dark mode on this device.
          </li>
          <li>
            <Text as="span" fontWeight="semibold" color="fg">
              Consent choice
            </Text>{' '}
            remembers that you accepted, so this notice does not come back.
          </li>
          <li>
            Staff who sign in to the admin area also get a sign-in session. There are no advertising, analytics or other
            third-party tracking cookies.
          </li>
          <li>Close or Decline stores nothing new; we will simply ask again on your next visit.</li>
        </chakra.ul>
      </Box>
    </Box>
  );
}
