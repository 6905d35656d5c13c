import { chakra } from '@chakra-ui/react';
import { ArrowUpIcon } from '../../components/icons/ui-icons';
import { useScrolledPast } from './use-scrolled-past';

/** The spec's threshold: the button appears once the page is scrolled more than 300 px. */
export const scrollToTopThresholdPx = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToTop() {
  // 'instant' rather than 'auto': 'auto' would defer to the global `scroll-behavior: smooth`.
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  // The button disappears at the top; give keyboard focus a sensible home instead of the document end.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/**
 * Floating "back to top" control. It sits above the cookie banner's layer and, on small screens, above the
 * banner itself: the banner publishes its footprint as `--cookie-banner-offset` on <html> while it is open.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(scrollToTopThresholdPx);
  // A CSS entrance only (no exit animation): Chakra's Presence would bring a state machine into the first load.
  if (!visible) return null;
  return (
    <chakra.div
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: 'calc(var(--cookie-banner-offset, 0px) + 1rem)', md: '6' }}
      // Above the banner (z-index "banner"), below dialogs (z-index "modal").
      zIndex="overlay"
      transition="bottom 0.2s ease"
      animationName="fade-in, scale-in"
      animationDuration={{ base: 'moderate', _motionReduce: '0s' }}
      _motionReduce={{ transition: 'none' }}
    >
      <chakra.button
        type="button"
        aria-label="Scroll to top"
        onClick={scrollToTop}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="12"
        borderRadius="full"
        cursor="pointer"
        // The opposite of the page in each theme (navy in light, white in dark), so it stands out at least 3:1
        // on the content and on the footer, which follows the theme too.
        bg={{ base: 'navy.900', _dark: 'white' }}
        color={{ base: 'white', _dark: 'navy.900' }}
        borderWidth="1px"
        borderStyle="solid"
        borderColor={{ base: 'navy.900', _dark: 'navy.600' }}
        boxShadow="lg"
        transition="background-color 0.15s, transform 0.15s"
        _hover={{ bg: { base: 'navy.700', _dark: 'navy.50' }, transform: 'translateY(-2px)' }}
        _active={{ transform: 'translateY(0)' }}
        colorPalette="signal"
        // signal.focusRing keeps at least 3:1 against both the white and the near-black page.
        _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '3px' }}
        _motionReduce={{ transition: 'none' }}
      >
        <ArrowUpIcon size={20} />
      </chakra.button>
    </chakra.div>
  );
}
