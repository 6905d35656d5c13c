import { chakra } from '@chakra-ui/react';

/**
 * A question and its answer, or a heading and its list, folded: `<details>` and `<summary>`, so it opens and
 * closes with a click, Enter or Space without any JavaScript, and its content is in the page's HTML for readers
 * without JavaScript and for search engines (a Chakra accordion's content needs its code to be shown at all).
 */
export const Disclosure = chakra('details', {
  base: { display: 'block' },
});

/** The line that opens and closes its `Disclosure`: no marker of the browser's own (the indicator draws one). */
export const DisclosureSummary = chakra('summary', {
  base: {
    display: 'flex',
    alignItems: 'center',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
});

/**
 * The chevron of a `DisclosureSummary`, turned while its disclosure is open; a `<span>`, since only phrasing
 * content may sit in a summary beside a heading (a `<div>` there is invalid HTML).
 */
export const DisclosureIndicator = chakra('span', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    transition: 'transform 0.2s',
    _motionReduce: { transition: 'none' },
    '[open] > summary > &': { transform: 'rotate(180deg)' },
  },
});
