import type { SystemStyleObject } from '@chakra-ui/react';

/** Shared look of the header's interactive pieces, so desktop, dropdowns and the mobile panel stay consistent. */
export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'signal.focusRing',
  outlineOffset: '2px',
};

export const topLevelLinkStyles: SystemStyleObject = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  // Six items, the logo and the search field share 1024 px at the lg breakpoint; they get room to breathe from xl.
  px: { base: '2.5', xl: '3' },
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  letterSpacing: '-0.005em',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: 'fast',
  _hover: { color: 'fg', textDecoration: 'none' },
  _focusVisible: focusRing,
  // The active section gets a signal-coloured rule under its label rather than a heavier font, so the bar never reflows.
  _currentPage: {
    color: 'fg',
    _after: {
      content: '""',
      position: 'absolute',
      insetX: '3',
      bottom: '0.5',
      h: '2px',
      borderRadius: 'full',
      bg: 'signal.solid',
    },
  },
};

export const panelItemStyles: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  flex: '1',
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _focusVisible: { ...focusRing, outlineOffset: '0' },
  _currentPage: { color: 'signal.fg', bg: 'signal.subtle' },
};

export const iconButtonStyles: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  transitionProperty: 'color, background-color, transform',
  transitionDuration: 'fast',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _focusVisible: focusRing,
};

/** The floating surface of dropdowns and submenus. */
export const panelSurfaceStyles: SystemStyleObject = {
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'lg',
  p: '2',
  minW: '60',
  animation: 'fade-in 140ms ease-out',
  _motionReduce: { animation: 'none' },
};
