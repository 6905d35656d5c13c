import { Box, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useId } from 'react';
// Registers the recipes of the badges/fields rendered here (kept out of the first load).
import '../../../lib/theme/extended-recipes';

const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A trap for bots, which fill every field they find. People never see or reach it (off screen, out of
 * the tab order, hidden from assistive tech); the server files any submission that fills it as spam.
 */
export function HoneypotField(props: Omit<ComponentProps<'input'>, 'size'>) {
  const id = useId();
  return (
    <Box aria-hidden="true" css={offScreen}>
      <label htmlFor={id}>Website (leave this empty)</label>
      <Input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </Box>
  );
}
