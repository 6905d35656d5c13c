import { Button, chakra, Flex, IconButton, Presence, Stack, Text } from '@chakra-ui/react';
import { useAtom, useSetAtom } from 'jotai';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { ChevronDownIcon, CloseIcon } from '../../components/icons/ui-icons';
import { cookieBannerDismissedAtom, cookieBannerOpenAtom } from './cookie-banner-atoms';
import { CookieBannerDetails } from './cookie-banner-details';
import { CookieBannerLinks } from './cookie-banner-links';
import { storeCookieConsent } from './cookie-consent';
import { useBannerOffset } from './use-banner-offset';

/**
 * Cookie consent notice: a non-modal region fixed to the bottom (a card on larger screens), so the page
 * stays usable and focus is never taken from the visitor. Its controls follow the page in tab order.
 */
export function CookieBannerPanel() {
  const [open, setOpen] = useAtom(cookieBannerOpenAtom);
  const setDismissed = useSetAtom(cookieBannerDismissedAtom);
  const [expanded, setExpanded] = useState(false);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const detailsId = useId();
  useBannerOffset(region);

  // Close and Decline both mean "not now": hidden for this visit, nothing written to storage.
  const dismiss = () => {
    setDismissed(true);
    setOpen(false);
  };
  const acceptAll = () => {
    storeCookieConsent();
    setDismissed(true);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <Presence
      ref={setRegion}
      present={open}
      lazyMount
      unmountOnExit
      role="region"
      aria-label="Cookie consent"
      onKeyDown={onKeyDown}
      position="fixed"
      zIndex="banner"
      bottom={{ base: '3', md: '6' }}
      left={{ base: '3', md: '6' }}
      right={{ base: '3', md: 'auto' }}
      maxW={{ md: '32rem' }}
      maxH="calc(100dvh - 1.5rem)"
      overflowY="auto"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderStyle="solid"
      borderColor="border"
      borderRadius="l3"
      boxShadow="lg"
      p={{ base: '4', md: '5' }}
      animationName={{ _open: 'slide-from-bottom, fade-in', _closed: 'slide-to-bottom, fade-out' }}
      animationDuration={{ base: 'slow', _motionReduce: '0s' }}
    >
      <Stack gap="3">
        <Flex align="flex-start" justify="space-between" gap="3">
          <chakra.h2 textStyle="md" fontWeight="semibold" m="0" pt="1">
            We keep storage to the essentials
          </chakra.h2>
          <IconButton
            aria-label="Close"
            variant="ghost"
            size="sm"
            colorPalette="gray"
            mt="-1"
            me="-1"
            onClick={dismiss}
          >
            <CloseIcon size={18} />
          </IconButton>
        </Flex>
        <Text textStyle="sm" color="fg.muted" m="0">
          This site stores only your theme preference and your consent choice, in your browser. No advertising or
          third-party tracking.
        </Text>
        <chakra.div color="fg.muted">
          <Button
            variant="plain"
            size="sm"
            px="0"
            h="auto"
            bg="transparent"
            colorPalette="signal"
            color="colorPalette.fg"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Read less' : 'Read more'}
            <chakra.span
              display="inline-flex"
              transition="transform 0.3s"
              transform={expanded ? 'rotate(180deg)' : undefined}
              _motionReduce={{ transition: 'none' }}
            >
              <ChevronDownIcon size={16} />
            </chakra.span>
          </Button>
          <CookieBannerDetails id={detailsId} expanded={expanded} />
        </chakra.div>
        <CookieBannerLinks />
        <Flex gap="3" pt="1" justify="flex-end">
          <Button
            variant="outline"
            colorPalette="brand"
            bg="transparent"
            flex={{ base: '1', sm: 'initial' }}
            onClick={dismiss}
          >
            Decline
          </Button>
          <Button variant="solid" colorPalette="brand" flex={{ base: '1', sm: 'initial' }} onClick={acceptAll}>
            Accept All
          </Button>
        </Flex>
      </Stack>
    </Presence>
  );
}
