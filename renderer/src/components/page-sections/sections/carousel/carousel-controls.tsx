import { Box, HStack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../../../components/icons/ui-icons';
import type { CarouselState } from './use-carousel';

export type CarouselTone = 'default' | 'onDark';

// The hero is navy in both themes, so its controls use fixed light-on-dark colours rather than semantic tokens.
const tones = {
  default: {
    fg: 'fg.muted',
    hoverFg: 'fg',
    border: 'border',
    hoverBg: 'bg.muted',
    dot: 'border.emphasized',
    active: 'signal.solid',
  },
  onDark: {
    fg: 'ink.200',
    hoverFg: 'white',
    border: 'whiteAlpha.300',
    hoverBg: 'whiteAlpha.100',
    dot: 'whiteAlpha.400',
    active: 'signal.300',
  },
} as const;

const focusRing = { outline: '2px solid', outlineColor: 'signal.300', outlineOffset: '2px' };

interface ControlsProps {
  carousel: CarouselState;
  tone?: CarouselTone;
  justify?: 'flex-start' | 'center';
}

/**
 * One cluster of controls (pause, previous, dots, next), each a real button with a label and a target
 * of at least 24 px; `justify` places the cluster under the slides.
 */
export function CarouselControls({ carousel, tone = 'default', justify = 'flex-start' }: ControlsProps) {
  if (carousel.count < 2) return null;
  const colors = tones[tone];
  const round = (label: string, onClick: () => void, icon: ReactNode) => (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="9"
      borderRadius="full"
      borderWidth="1px"
      borderColor={colors.border}
      color={colors.fg}
      cursor="pointer"
      _hover={{ color: colors.hoverFg, bg: colors.hoverBg }}
      _focusVisible={focusRing}
    >
      {icon}
    </chakra.button>
  );
  return (
    <HStack justify={justify} gap="2" wrap="wrap">
      {carousel.canAutoPlay &&
        round(
          carousel.stopped ? 'Play slides' : 'Pause slides',
          carousel.toggleStopped,
          <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={carousel.stopped ? 'M4 2.5v11l9-5.5-9-5.5Z' : 'M4 2.5h2.8v11H4zM9.2 2.5H12v11H9.2z'} />
          </svg>,
        )}
      {round('Previous slide', carousel.previous, <ChevronRightIcon size={18} style={{ transform: 'scaleX(-1)' }} />)}
      {Array.from({ length: carousel.count }, (_, slide) => {
        const active = slide === carousel.index;
        return (
          <chakra.button
            key={slide}
            type="button"
            aria-label={`Go to slide ${slide + 1}`}
            aria-current={active ? 'true' : undefined}
            onClick={() => carousel.goTo(slide)}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="6"
            h="6"
            borderRadius="full"
            cursor="pointer"
            _focusVisible={focusRing}
          >
            <Box
              as="span"
              h="1.5"
              w={active ? '6' : '1.5'}
              borderRadius="full"
              bg={active ? colors.active : colors.dot}
              transition="width 0.3s ease, background-color 0.3s ease"
              _motionReduce={{ transition: 'none' }}
            />
          </chakra.button>
        );
      })}
      {round('Next slide', carousel.next, <ChevronRightIcon size={18} />)}
    </HStack>
  );
}
