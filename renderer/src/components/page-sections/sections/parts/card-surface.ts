// Chakra style objects for the sections still styled by Chakra (`css={cardSurface}`); sections styled by CSS
// modules use the same look from card-surface.module.css.

/** The one card look of the site: panel background, hairline border, large radius, soft lift. */
export const cardSurface = {
  position: 'relative',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: '2xl',
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04)',
} as const;

/** Cards that are links lift and pick up the accent on hover (only where hover exists and motion is welcome). */
export const interactiveCard = {
  transition: 'border-color 0.2s ease, box-shadow 0.2s ease, transform 0.2s ease',
  _hover: {
    borderColor: 'signal.emphasized',
    boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 18px 40px -18px rgba(15, 23, 42, 0.28)',
    transform: 'translateY(-2px)',
  },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
} as const;

/**
 * Makes a card's title link cover the whole card, so the card is one click target with one accessible
 * name (its title) and no nested interactive elements.
 */
export const stretchedLink = {
  color: 'inherit',
  textDecoration: 'none',
  _hover: { textDecoration: 'none' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit', zIndex: '1' },
  _focusVisible: {
    outline: 'none',
    _after: { outline: '2px solid', outlineColor: 'signal.focusRing', outlineOffset: '2px' },
  },
} as const;
